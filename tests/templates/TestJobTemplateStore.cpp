// Templates survive a restart (a new store on the same settings), replace by name, delete, and never
// keep secret-looking environment variables.
#include "service/JobTemplateStore.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace qc;

class TestJobTemplateStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString file() const { return m_dir.filePath(QStringLiteral("settings.ini")); }

    static JobSpec sample()
    {
        JobSpec s;
        s.name = QStringLiteral("预训练 llama");
        s.partition = QStringLiteral("eu-west");
        s.gpus = 16;
        s.gpuType = QStringLiteral("a100");
        s.timeLimitS = 2 * 86400;
        s.qos = QStringLiteral("urgent");
        s.licenses = QStringLiteral("eu-west-io:2");
        s.script = QStringLiteral("#!/bin/bash\ntorchrun train.py\n");
        s.environment = { { QStringLiteral("NCCL_DEBUG"), QStringLiteral("INFO") },
                          { QStringLiteral("WANDB_API_KEY"), QStringLiteral("s3cr3t") },
                          { QStringLiteral("HF_TOKEN"), QStringLiteral("hf_x") } };
        s.beginTime = QDateTime::currentDateTimeUtc().addDays(1);
        return s;
    }

private Q_SLOTS:
    void savesAndReloadsAfterRestart()
    {
        {
            JobTemplateStore store(file());
            QVERIFY(store.names().isEmpty());
            const QStringList dropped = store.save(QStringLiteral("big run"), sample());
            QCOMPARE(dropped.size(), 2);
            QVERIFY(dropped.contains(QStringLiteral("WANDB_API_KEY")) && dropped.contains(QStringLiteral("HF_TOKEN")));
            JobSpec small = sample();
            small.gpus = 1;
            store.save(QStringLiteral("debug"), small);
        }
        JobTemplateStore again(file()); // as after a restart
        QCOMPARE(again.names(), (QStringList { QStringLiteral("big run"), QStringLiteral("debug") }));
        const auto big = again.load(QStringLiteral("big run"));
        QVERIFY(big);
        const JobSpec expected = sample();
        QCOMPARE(big->name, expected.name);
        QCOMPARE(big->gpus, 16);
        QCOMPARE(big->gpuType, expected.gpuType);
        QCOMPARE(big->timeLimitS, expected.timeLimitS);
        QCOMPARE(big->qos, expected.qos);
        QCOMPARE(big->licenses, expected.licenses);
        QCOMPARE(big->script, expected.script);
        QCOMPARE(big->environment.value(QStringLiteral("NCCL_DEBUG")), QStringLiteral("INFO"));
        QVERIFY(!big->environment.contains(QStringLiteral("WANDB_API_KEY")));
        QVERIFY(!big->beginTime.isValid()); // a template is a shape, not a moment
        QCOMPARE(again.load(QStringLiteral("debug"))->gpus, 1);
        // The secret is nowhere in the file.
        QFile raw(file());
        QVERIFY(raw.open(QIODevice::ReadOnly));
        const QByteArray bytes = raw.readAll();
        QVERIFY(!bytes.contains("s3cr3t"));
        QVERIFY(!bytes.contains("hf_x"));
    }

    void replacesAndDeletes()
    {
        JobTemplateStore store(file());
        JobSpec changed = sample();
        changed.gpus = 8;
        store.save(QStringLiteral("big run"), changed);
        QCOMPARE(store.names().size(), 2);
        QCOMPARE(store.load(QStringLiteral("big run"))->gpus, 8);
        QVERIFY(store.remove(QStringLiteral("debug")));
        QVERIFY(!store.remove(QStringLiteral("debug")));
        QCOMPARE(JobTemplateStore(file()).names(), QStringList { QStringLiteral("big run") });
        QVERIFY(!JobTemplateStore(file()).load(QStringLiteral("debug")));
    }

    void survivesACorruptValue()
    {
        QSettings(file(), QSettings::IniFormat).setValue(QStringLiteral("submit/templates"), QByteArray("{not json"));
        JobTemplateStore store(file());
        QVERIFY(store.names().isEmpty());
        store.save(QStringLiteral("fresh"), sample());
        QCOMPARE(store.names(), QStringList { QStringLiteral("fresh") });
    }
};

QTEST_GUILESS_MAIN(TestJobTemplateStore)
#include "TestJobTemplateStore.moc"
