qc_add_test(NAME test_job_table_model SOURCES ${QC_TEST_DIR}/TestJobTableModel.cpp LIBS queuecast_ui LABELS gui)
qc_add_test(NAME test_main_window SOURCES ${QC_TEST_DIR}/TestMainWindow.cpp LIBS queuecast_ui LABELS gui GUI)
qc_add_test(NAME test_submit_dialog SOURCES ${QC_TEST_DIR}/TestSubmitDialog.cpp LIBS queuecast_ui LABELS gui GUI)
# The .ts catalogues: nothing unfinished in Chinese, English plural forms present, no string missing from either.
qc_add_test(NAME test_translations SOURCES ${QC_TEST_DIR}/TestTranslations.cpp LABELS gui translations TIMEOUT 300)
# A newcomer's first hour (issue 19): keys, layout, language switches, saved view, truthful words.
qc_add_test(NAME test_first_hour SOURCES ${QC_TEST_DIR}/TestFirstHour.cpp LIBS queuecast_ui LABELS gui GUI TIMEOUT 300)
# Not a test: main window, Nodes, Plan and submit dialog at 1280x800 in both languages (argument 1: folder).
add_executable(ux_screenshots ${QC_TEST_DIR}/UxScreenshots.cpp)
target_link_libraries(ux_screenshots PRIVATE queuecast_ui Qt6::Test)
qc_add_test(NAME test_job_detail_pane SOURCES ${QC_TEST_DIR}/TestJobDetailPane.cpp LIBS queuecast_ui LABELS gui GUI)
qc_add_test(NAME test_charts SOURCES ${QC_TEST_DIR}/TestCharts.cpp LIBS queuecast_ui LABELS gui GUI)
# Issue 17: a job's phase timeline, the cause history after a restart, the usage and cost advisor.
qc_add_test(NAME test_phases_usage_gui SOURCES ${QC_TEST_DIR}/TestPhasesUsageGui.cpp LIBS queuecast_ui LABELS gui GUI TIMEOUT 300)
# "Start / est." shows the detail pane's forecast for every pending job (issue 19).
qc_add_test(NAME test_job_table_forecasts SOURCES ${QC_TEST_DIR}/TestJobTableForecasts.cpp LIBS queuecast_ui LABELS gui GUI TIMEOUT 300)
