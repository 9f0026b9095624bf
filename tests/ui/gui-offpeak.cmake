# The Plan tab (off-peak advisor, region comparison) and the Live load chart, offscreen on demo://.
qc_add_test(NAME test_offpeak_gui SOURCES ${QC_TEST_DIR}/TestOffPeakGui.cpp LIBS queuecast_ui LABELS gui GUI TIMEOUT 240)
