qc_add_test(NAME test_job_table_model SOURCES ${QC_TEST_DIR}/TestJobTableModel.cpp LIBS queuecast_ui LABELS gui)
qc_add_test(NAME test_main_window SOURCES ${QC_TEST_DIR}/TestMainWindow.cpp LIBS queuecast_ui LABELS gui GUI)
qc_add_test(NAME test_submit_dialog SOURCES ${QC_TEST_DIR}/TestSubmitDialog.cpp LIBS queuecast_ui LABELS gui GUI)
