#include "CliOptions.h"

#include "../backends/BackendFactory.h"

namespace qc {

CliOptions::CliOptions()
    : backend({ QStringLiteral("b"), QStringLiteral("backend") },
              tr("Backend URL: demo://, slurm://, slurm+ssh://user@host, slurm+rest://user@host:port."), tr("url"),
              qEnvironmentVariable("QUEUECAST_BACKEND", BackendFactory::defaultUrl()))
    , json(QStringLiteral("json"), tr("Machine-readable JSON output."))
    , mine(QStringLiteral("mine"), tr("status: only your own jobs."))
    , name(QStringLiteral("name"), tr("Job name."), tr("name"))
    , partition({ QStringLiteral("p"), QStringLiteral("partition") }, tr("Partition or region."), tr("partition"))
    , gpus(QStringLiteral("gpus"), tr("Number of GPUs."), tr("n"))
    , gpuType(QStringLiteral("gpu-type"), tr("GPU type, e.g. a100."), tr("type"))
    , cpus(QStringLiteral("cpus"), tr("CPUs."), tr("n"))
    , memoryMb(QStringLiteral("mem-mb"), tr("Memory in MB."), tr("mb"))
    , time({ QStringLiteral("t"), QStringLiteral("time") }, tr("Time limit, Slurm notation ([D-]HH:MM:SS or minutes)."),
           tr("limit"))
    , qos(QStringLiteral("qos"), tr("QOS or priority tier."), tr("qos"))
    , account(QStringLiteral("account"), tr("Account."), tr("account"))
    , begin(QStringLiteral("begin"), tr("Earliest start: ISO 8601, HH:MM or now+N{minutes|hours|days}."), tr("time"))
    , command(QStringLiteral("wrap"), tr("Command to run (sbatch --wrap)."), tr("command"))
    , script(QStringLiteral("script"), tr("Batch script file."), tr("file"))
    , licenses(QStringLiteral("licenses"), tr("Licenses / storage IO, e.g. nas_io:2."), tr("list"))
    , dependency(QStringLiteral("dependency"), tr("Dependency, e.g. afterok:123."), tr("spec"))
    , hold(QStringLiteral("hold"), tr("Submit held."))
    , nice(QStringLiteral("nice"), tr("Nice value (higher is lower priority)."), tr("n"))
    , workDir(QStringLiteral("chdir"), tr("Working directory."), tr("dir"))
    , env(QStringLiteral("env"),
          tr("submit: environment variable for the job, repeatable. NAME takes the value from this environment, "
             "which keeps it out of the process list; NAME=VALUE gives it."),
          tr("name[=value]"))
    , sshConfig(QStringLiteral("ssh-config"),
                tr("slurm+ssh://: the ssh configuration file to use (ssh -F) instead of ~/.ssh/config; it must be "
                   "yours and writable only by you."),
                tr("file"))
    , timeLimit(QStringLiteral("time-limit"), tr("recommend: time limit, Slurm notation (same as --time)."),
                tr("limit"))
    , since(QStringLiteral("since"),
            tr("import-history: first day to import: YYYY-MM-DD, an ISO date and time, or now-N{days|hours}; default "
               "28 days ago."),
            tr("date"))
    , trace(QStringLiteral("trace"),
            tr("import-history: import a queue log (trace CSV or Standard Workload Format) instead of running sacct."),
            tr("file"))
{
}

void CliOptions::addTo(QCommandLineParser& parser) const
{
    parser.addOptions({ backend, json,    mine,    name,      partition, gpus,   gpuType,  cpus,       memoryMb,
                        time,    qos,     account, begin,     command,   script, licenses, dependency, hold,
                        nice,    workDir, env,     sshConfig, timeLimit, since,  trace });
}

} // namespace qc
