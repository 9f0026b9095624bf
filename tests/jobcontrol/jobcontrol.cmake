qc_add_test(NAME test_cancel_if_pending SOURCES ${QC_TEST_DIR}/TestCancelIfPending.cpp LABELS core TIMEOUT 120)
