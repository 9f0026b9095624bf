# What a nice/QOS change does to queue positions, computed before anything is sent.
qc_add_test(NAME test_reprioritize_effect SOURCES ${QC_TEST_DIR}/TestReprioritizeEffect.cpp LABELS analysis)
