# slurmrestd backend: parsers against responses captured from the real slurmrestd 22.05 (no cluster needed),
# and integration tests against the local test cluster.
qc_add_test(NAME test_slurm_rest_parse SOURCES ${QC_TEST_DIR}/TestSlurmRestParse.cpp LABELS core rest)
qc_add_test(NAME test_slurm_rest SOURCES ${QC_TEST_DIR}/TestSlurmRest.cpp SLURM LABELS rest TIMEOUT 600)
