qc_add_test(NAME test_retry_policy_dialog SOURCES ${QC_TEST_DIR}/TestRetryPolicyDialog.cpp LIBS queuecast_ui
    LABELS gui policy GUI TIMEOUT 240)
