qc_add_test(NAME test_policy_engine SOURCES ${QC_TEST_DIR}/TestPolicyEngine.cpp LABELS policy TIMEOUT 240)
qc_add_test(NAME test_policy_store SOURCES ${QC_TEST_DIR}/TestPolicyStore.cpp LABELS policy)
