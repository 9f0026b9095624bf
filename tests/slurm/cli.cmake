# Slurm command-line backends (slurm://, slurm+ssh://): parsers and quoting without a cluster, then the real thing.
qc_add_test(NAME test_slurm_cli_parse SOURCES ${QC_TEST_DIR}/TestSlurmCliParse.cpp LABELS slurmcli)
qc_add_test(NAME test_slurm_cli SOURCES ${QC_TEST_DIR}/TestSlurmCli.cpp SLURM LABELS slurmcli TIMEOUT 600)
if(TARGET test_slurm_cli)
    add_dependencies(test_slurm_cli queuecast-cli)
endif()
# Secrets and the ssh transport, without a cluster (stand-in sbatch and ssh on PATH).
qc_add_test(NAME test_submit_secrets SOURCES ${QC_TEST_DIR}/TestSubmitSecrets.cpp LABELS slurmcli core)
add_dependencies(test_submit_secrets queuecast-cli)
