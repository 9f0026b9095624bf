# Hostile input: parsers, limits and a hostile slurmrestd (tests/hostile/hostile_slurmrestd.py) on 127.0.0.1.
qc_add_test(NAME test_hostile_input SOURCES ${QC_TEST_DIR}/TestHostileInput.cpp LABELS core rest)
qc_add_test(NAME test_hostile_cli SOURCES ${QC_TEST_DIR}/TestHostileCli.cpp LABELS core cli)
qc_add_test(NAME test_hostile_server SOURCES ${QC_TEST_DIR}/TestHostileServer.cpp LABELS core rest TIMEOUT 400)
