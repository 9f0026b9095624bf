// The JSON QueueCast reads back from disk: job specs and updates (templates, policies) and the demo action log.
#include "FuzzInput.h"
#include "backends/demo/DemoActionLog.h"
#include "model/JsonCodec.h"

#include <QFile>
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
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("demo-actions.json"));
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return 0;
        f.write(input);
    }
    demo::DemoActionLog actions(path);
    (void)actions.load();
    QFile::remove(path);
    return 0;
}
