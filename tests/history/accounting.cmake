# Importing past jobs from Slurm accounting: the core against scripted runners, then the real cluster.
qc_add_test(NAME test_accounting_import SOURCES ${QC_TEST_DIR}/TestAccountingImport.cpp LABELS core history)
qc_add_test(NAME test_accounting_import_slurm SOURCES ${QC_TEST_DIR}/TestAccountingImportSlurm.cpp SLURM
    LABELS history slurmcli TIMEOUT 600)
if(TARGET test_accounting_import_slurm)
    add_dependencies(test_accounting_import_slurm queuecast-cli)
endif()
