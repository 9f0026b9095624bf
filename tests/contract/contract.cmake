# One backend contract, the same cases over every backend without a cluster: demo:// and a profiles
# composite of two demo clusters; test_slurm_backend_contract below runs them on the Slurm backends.
qc_add_test(NAME test_backend_contract SOURCES ${QC_TEST_DIR}/TestBackendContract.cpp LABELS core contract)
# The Slurm command-line backend against the real cluster, with one background read made to fail.
qc_add_test(NAME test_slurm_last_good_facts SOURCES ${QC_TEST_DIR}/TestSlurmLastGoodFacts.cpp SLURM
    LABELS slurmcli TIMEOUT 300)
# The same cases on the real cluster: slurm://, slurm+ssh:// and slurm+rest:// (labels slurm and slurm24).
qc_add_test(NAME test_slurm_backend_contract SOURCES ${QC_TEST_DIR}/TestBackendContract.cpp SLURM
    LABELS contract TIMEOUT 300)
if(TARGET test_slurm_backend_contract)
    target_compile_definitions(test_slurm_backend_contract PRIVATE QC_CONTRACT_ON_CLUSTER)
endif()
# The slow Slurm facts kept between runs: the next run gives the same facts without sacctmgr; old cached facts
# survive failing reads, marked stale. Against the real cluster.
qc_add_test(NAME test_slurm_facts_cache SOURCES ${QC_TEST_DIR}/TestSlurmFactsCache.cpp SLURM
    LABELS slurmcli TIMEOUT 300)
