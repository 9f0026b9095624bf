qc_add_test(NAME test_history_store SOURCES ${QC_TEST_DIR}/TestHistoryStore.cpp LABELS core history)
qc_add_test(NAME test_history_crash SOURCES ${QC_TEST_DIR}/TestHistoryCrash.cpp LABELS core history)
qc_add_test(NAME test_history_import SOURCES ${QC_TEST_DIR}/TestHistoryImport.cpp LABELS core history)
qc_add_test(NAME test_busy_hours SOURCES ${QC_TEST_DIR}/TestBusyHours.cpp LABELS core history)
