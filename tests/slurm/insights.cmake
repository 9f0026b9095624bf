# The cause analysis on a real Slurm: the situations are built for real and read back through slurm://.
qc_add_test(NAME test_slurm_insights SOURCES ${QC_TEST_DIR}/TestSlurmInsights.cpp SLURM LABELS analysis TIMEOUT 300)
