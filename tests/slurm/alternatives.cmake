# queuecast-cli alternatives on a real Slurm, as alice: the fragmentation case (two jobs of 4 start where one of 8 waits).
qc_add_test(NAME test_slurm_alternatives SOURCES ${QC_TEST_DIR}/TestSlurmAlternatives.cpp SLURM LABELS cli TIMEOUT 300)
if(TARGET test_slurm_alternatives)
    add_dependencies(test_slurm_alternatives queuecast-cli)
endif()
