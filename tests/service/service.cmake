# Services below the window: one ClusterSession per connected backend, shared by the GUI and the CLI.
qc_add_test(NAME test_cluster_session SOURCES ${QC_TEST_DIR}/TestClusterSession.cpp LABELS core)
