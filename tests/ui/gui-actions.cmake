# The job toolbar and its dialogs driven offscreen against the demo platform, checking the platform's state.
qc_add_test(NAME test_job_actions SOURCES ${QC_TEST_DIR}/TestJobActions.cpp LIBS queuecast_ui LABELS gui GUI TIMEOUT 400)
qc_add_test(NAME test_action_dialogs SOURCES ${QC_TEST_DIR}/TestActionDialogs.cpp LIBS queuecast_ui LABELS gui GUI)
# The alternatives in the detail pane and their dialog, applied through the job actions, offscreen on demo://.
qc_add_test(NAME test_alternatives_gui SOURCES ${QC_TEST_DIR}/TestAlternativesGui.cpp LIBS queuecast_ui LABELS gui GUI TIMEOUT 240)
