qc_add_test(NAME test_policy_engine SOURCES ${QC_TEST_DIR}/TestPolicyEngine.cpp LABELS policy TIMEOUT 240)
qc_add_test(NAME test_policy_store SOURCES ${QC_TEST_DIR}/TestPolicyStore.cpp LABELS policy)
# Secret environment values of remembered submissions, twice for real like test_profile_secrets: without a
# keychain (kept in memory, refused after a restart), and inside a private D-Bus session with an unlocked
# gnome-keyring (QC_EXPECT_KEYCHAIN=1: the keychain must take them and give them back after a restart).
qc_add_test(NAME test_policy_secrets SOURCES ${QC_TEST_DIR}/TestPolicySecrets.cpp LABELS policy TIMEOUT 240)
find_program(QC_DBUS_RUN_SESSION dbus-run-session)
find_program(QC_GNOME_KEYRING_DAEMON gnome-keyring-daemon)
if(TARGET Qt6Keychain::Qt6Keychain AND QC_DBUS_RUN_SESSION AND QC_GNOME_KEYRING_DAEMON)
    add_test(NAME test_policy_secrets_keyring
        COMMAND ${QC_DBUS_RUN_SESSION} -- sh ${PROJECT_SOURCE_DIR}/tests/profiles/with-keyring.sh
                $<TARGET_FILE:test_policy_secrets>)
    set_tests_properties(test_policy_secrets_keyring PROPERTIES LABELS policy TIMEOUT 240
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QC_EXPECT_KEYCHAIN=1")
else()
    # Registered anyway, failing with the reason: a missing tool must make the suite fail, not shrink.
    message(WARNING "qtkeychain, dbus-run-session or gnome-keyring-daemon missing: test_policy_secrets_keyring will fail "
                    "(scripts/install-deps.sh installs them)")
    add_test(NAME test_policy_secrets_keyring COMMAND sh -c "echo 'qtkeychain, dbus-run-session or gnome-keyring-daemon missing at configure time: the real keychain path cannot be tested' >&2; exit 1")
    set_tests_properties(test_policy_secrets_keyring PROPERTIES LABELS policy TIMEOUT 240)
endif()
# A split alternative: its parts go in first, the original goes only while it waits (issue 17).
qc_add_test(NAME test_split_resubmit SOURCES ${QC_TEST_DIR}/TestSplitResubmit.cpp LABELS policy core)
