// The JSON QueueCast reads back from disk: job specs and updates (templates, policies) and the demo action log.
#include "FuzzInput.h"
#include "backends/demo/DemoActionLog.h"
#include "model/JsonCodec.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace qc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray input = fuzz::bytes(data, size);
    const auto j = nlohmann::json::parse(input.constBegin(), input.constEnd(), nullptr, false);
    if (!j.is_discarded()) {
        (void)codec::jobSpecFromJson(j);
        (void)codec::jobUpdateFromJson(j);
        (void)codec::timeFromJson(j);
    }
    // In memory where the system has it: the log's save is fsynced, and on a disk that alone held the target at
    // ~11 exec/s.
    static QTemporaryDir dir(QFileInfo(QStringLiteral("/dev/shm")).isWritable()
                                 ? QStringLiteral("/dev/shm/qc-fuzz-XXXXXX")
                                 : QDir::tempPath() + QStringLiteral("/qc-fuzz-XXXXXX"));
    const QString path = dir.filePath(QStringLiteral("demo-actions.json"));
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return 0;
        f.write(input);
    }
    demo::DemoActionLog actions(path);
    (void)actions.load();
    // A damaged log is set aside as demo-actions.json.corrupt-<time>: remove those too, or they pile up.
    const QDir logDir(dir.path());
    for (const QString& name : logDir.entryList(QDir::Files | QDir::Hidden))
        QFile::remove(logDir.filePath(name));
    return 0;
}
