qc_add_test(NAME test_profile_store SOURCES ${QC_TEST_DIR}/TestProfileStore.cpp LABELS profiles)
qc_add_test(NAME test_composite_backend SOURCES ${QC_TEST_DIR}/TestCompositeBackend.cpp LABELS profiles)
qc_add_test(NAME test_composite_cli SOURCES ${QC_TEST_DIR}/TestCompositeCli.cpp LABELS profiles TIMEOUT 120)
qc_add_test(NAME test_connection_tester SOURCES ${QC_TEST_DIR}/TestConnectionTester.cpp ${QC_TEST_DIR}/TinyHttpServer.h
    LABELS profiles TIMEOUT 120)
# The token store twice, for real: as started here (no keychain daemon on a headless machine: the fallback must
# warn and keep the token in memory), and inside a private D-Bus session with an unlocked gnome-keyring, where
# the keychain must work (QC_EXPECT_KEYCHAIN=1: the test fails if it does not).
qc_add_test(NAME test_profile_secrets SOURCES ${QC_TEST_DIR}/TestProfileSecrets.cpp ${QC_TEST_DIR}/TinyHttpServer.h
    LABELS profiles TIMEOUT 120)
find_program(QC_DBUS_RUN_SESSION dbus-run-session)
find_program(QC_GNOME_KEYRING_DAEMON gnome-keyring-daemon)
if(TARGET Qt6Keychain::Qt6Keychain AND QC_DBUS_RUN_SESSION AND QC_GNOME_KEYRING_DAEMON)
    add_test(NAME test_profile_secrets_keyring
        COMMAND ${QC_DBUS_RUN_SESSION} -- sh ${CMAKE_CURRENT_LIST_DIR}/with-keyring.sh $<TARGET_FILE:test_profile_secrets>)
    set_tests_properties(test_profile_secrets_keyring PROPERTIES LABELS profiles TIMEOUT 120
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QC_EXPECT_KEYCHAIN=1")
else()
    # Registered anyway, failing with the reason: a missing tool must make the suite fail, not shrink.
    message(WARNING "qtkeychain, dbus-run-session or gnome-keyring-daemon missing: test_profile_secrets_keyring will fail "
                    "(scripts/install-deps.sh installs them)")
    add_test(NAME test_profile_secrets_keyring COMMAND sh -c "echo 'qtkeychain, dbus-run-session or gnome-keyring-daemon missing at configure time: the real keychain path cannot be tested' >&2; exit 1")
    set_tests_properties(test_profile_secrets_keyring PROPERTIES LABELS profiles TIMEOUT 120)
endif()
