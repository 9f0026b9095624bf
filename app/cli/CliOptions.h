#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

namespace qc {

// Every option of the commands CliApp parses (those with options of their own parse them themselves). One set
// for all commands: the job options are shared by submit, update and recommend, and any command accepts any of
// them, as queuecast-cli always has.
class CliOptions
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    CliOptions();
    void addTo(QCommandLineParser& parser) const;

    const QCommandLineOption backend;
    const QCommandLineOption json;
    const QCommandLineOption mine;
    const QCommandLineOption name;
    const QCommandLineOption partition;
    const QCommandLineOption gpus;
    const QCommandLineOption gpuType;
    const QCommandLineOption cpus;
    const QCommandLineOption memoryMb;
    const QCommandLineOption time;
    const QCommandLineOption qos;
    const QCommandLineOption account;
    const QCommandLineOption begin;
    const QCommandLineOption command;
    const QCommandLineOption script;
    const QCommandLineOption licenses;
    const QCommandLineOption dependency;
    const QCommandLineOption hold;
    const QCommandLineOption nice;
    const QCommandLineOption workDir;
    const QCommandLineOption env;
    const QCommandLineOption sshConfig;
    const QCommandLineOption timeLimit;
    const QCommandLineOption since;
    const QCommandLineOption trace;
};

} // namespace qc
