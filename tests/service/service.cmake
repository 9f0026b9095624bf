# Services below the window: one ClusterSession per connected backend, shared by the GUI and the CLI.
qc_add_test(NAME test_cluster_session SOURCES ${QC_TEST_DIR}/TestClusterSession.cpp LABELS core)
# status --json writes each job as text: byte for byte what an nlohmann document of it printed.
qc_add_test(NAME test_job_status_json SOURCES ${QC_TEST_DIR}/TestJobStatusJson.cpp LABELS core)
