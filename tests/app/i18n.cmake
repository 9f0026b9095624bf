qc_add_test(NAME test_i18n SOURCES ${QC_TEST_DIR}/TestI18n.cpp LABELS core)
