# One backend contract, the same cases over every backend without a cluster: demo:// and a profiles
# composite of two demo clusters. (The Slurm backends' run of these cases is not written yet.)
qc_add_test(NAME test_backend_contract SOURCES ${QC_TEST_DIR}/TestBackendContract.cpp LABELS core contract)
# The Slurm command-line backend against the real cluster, with one background read made to fail.
qc_add_test(NAME test_slurm_last_good_facts SOURCES ${QC_TEST_DIR}/TestSlurmLastGoodFacts.cpp SLURM
    LABELS slurmcli TIMEOUT 300)
