# Why-is-my-job-waiting analysis: cause taxonomy, Slurm reason codes, queue position, advice, timeline.
qc_add_test(NAME test_slurm_reasons SOURCES ${QC_TEST_DIR}/TestSlurmReasons.cpp LABELS analysis)
qc_add_test(NAME test_cause_analysis SOURCES ${QC_TEST_DIR}/TestCauseAnalysis.cpp LABELS analysis)
qc_add_test(NAME test_demo_insights SOURCES ${QC_TEST_DIR}/TestDemoInsights.cpp LABELS analysis)
qc_add_test(NAME test_cause_timeline SOURCES ${QC_TEST_DIR}/TestCauseTimeline.cpp LABELS analysis)
qc_add_test(NAME test_job_phases SOURCES ${QC_TEST_DIR}/TestJobPhases.cpp LABELS analysis)
qc_add_test(NAME test_cli_insights SOURCES ${QC_TEST_DIR}/TestCliInsights.cpp LABELS analysis)
if(TARGET test_cli_insights)
    add_dependencies(test_cli_insights queuecast-cli)
endif()
# The submit form's checks of a request against the cluster, without widgets.
qc_add_test(NAME test_job_spec_checker SOURCES ${QC_TEST_DIR}/TestJobSpecChecker.cpp LABELS analysis)
