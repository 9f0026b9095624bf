# Submit-form templates kept in the settings, and script files read for the submit dialog.
qc_add_test(NAME test_job_templates SOURCES ${QC_TEST_DIR}/TestJobTemplateStore.cpp LABELS templates)
qc_add_test(NAME test_script_file_reader SOURCES ${QC_TEST_DIR}/TestScriptFileReader.cpp LABELS templates)
