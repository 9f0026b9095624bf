#include "../I18n.h"
#include "CliApp.h"
#include "model/ProcessTuning.h"

#include <QCoreApplication>
#include <QTextStream>
#include <cstdio>

int main(int argc, char* argv[])
{
    qc::tuneProcessForBigQueues();
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("QueueCast"));
    QCoreApplication::setApplicationName(QStringLiteral("QueueCast"));
    QCoreApplication::setApplicationVersion(QStringLiteral(QUEUECAST_VERSION));
    qc::I18n::install(qc::I18n::systemLanguage());

    QTextStream out(stdout);
    QTextStream err(stderr);
    qc::CliApp cli(out, err);
    const int code = cli.run(QCoreApplication::arguments());
    out.flush();
    err.flush();
    return code;
}
