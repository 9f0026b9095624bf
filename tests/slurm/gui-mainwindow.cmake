# The main window against the real clusters (slurm:// and slurm+rest:// as alice), in English and Chinese.
qc_add_test(NAME test_slurm_main_window SOURCES ${QC_TEST_DIR}/TestSlurmMainWindow.cpp LIBS queuecast_ui SLURM
    LABELS slurmcli rest GUI TIMEOUT 300)
