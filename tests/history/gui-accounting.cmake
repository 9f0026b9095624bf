qc_add_test(NAME test_accounting_import_gui SOURCES ${QC_TEST_DIR}/TestAccountingImportGui.cpp LIBS queuecast_ui
    LABELS gui history GUI)
qc_add_test(NAME test_accounting_import_gui_slurm SOURCES ${QC_TEST_DIR}/TestAccountingImportGuiSlurm.cpp
    LIBS queuecast_ui SLURM LABELS gui history slurmcli GUI TIMEOUT 300)
qc_add_test(NAME test_trace_import_gui SOURCES ${QC_TEST_DIR}/TestTraceImportGui.cpp LIBS queuecast_ui
    LABELS gui history GUI)
