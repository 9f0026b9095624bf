// Templates survive a restart (a new store on the same settings), replace by name, delete, and never
// keep secret-looking environment variables.
#include "service/JobTemplateStore.h"

#include <QDir>
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

    // A template with a field of the wrong type used to throw nlohmann::type_error (terminate); now it is listed,
    // refused with the field named, and the others still load and survive a save.
    void wrongTypeIsAClearError()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("typed.ini"));
        {
            QSettings raw(path, QSettings::IniFormat);
            raw.setValue(QStringLiteral("submit/templates"),
                         QByteArray("{\"bad\": {\"requeue\": \"yes\", \"gpus\": 2}, \"huge\": {\"gpus\": 1e300}, "
                                    "\"good\": {\"gpus\": 4, \"partition\": \"eu-west\"}}"));
        }
        JobTemplateStore store(path);
        QCOMPARE(store.names(),
                 (QStringList { QStringLiteral("bad"), QStringLiteral("good"), QStringLiteral("huge") }));
        const auto bad = store.read(QStringLiteral("bad"));
        QVERIFY(!bad);
        QVERIFY2(bad.error.contains(QStringLiteral("requeue")), qPrintable(bad.error));
        QVERIFY(!store.read(QStringLiteral("huge")));
        QCOMPARE(store.load(QStringLiteral("good"))->gpus, 4);
        store.save(QStringLiteral("new"), sample());
        QCOMPARE(store.names().size(), 4);
        QVERIFY(!store.read(QStringLiteral("bad")).error.isEmpty()); // kept as it was, not rewritten empty
    }

    // Damaged JSON used to read as "no templates", so the next save wiped them all. Now the store says it cannot
    // read them, and the save first copies the stored text to a backup file beside the settings and says where.
    void damagedDocumentIsBackedUpBeforeASave()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("damaged.ini"));
        const QByteArray damaged("{\"train\": {\"gpus\": 8, \"partition\": \"eu-we");
        {
            QSettings raw(path, QSettings::IniFormat);
            raw.setValue(QStringLiteral("submit/templates"), damaged);
        }
        JobTemplateStore store(path);
        QVERIFY(!store.problem().isEmpty());
        QVERIFY(store.names().isEmpty());
        QVERIFY(!store.remove(QStringLiteral("train")));
        QVERIFY(!store.notice().isEmpty());
        {
            QSettings raw(path, QSettings::IniFormat);
            QCOMPARE(raw.value(QStringLiteral("submit/templates")).toByteArray(), damaged); // remove touched nothing
        }
        store.save(QStringLiteral("new"), sample());
        const QStringList backups = QDir(dir.path()).entryList({ QStringLiteral("templates-unreadable-*.json") });
        QCOMPARE(backups.size(), 1);
        QFile backup(dir.filePath(backups.first()));
        QVERIFY(backup.open(QIODevice::ReadOnly));
        QCOMPARE(backup.readAll(), damaged);
        QVERIFY2(store.notice().contains(backups.first()), qPrintable(store.notice()));
        QVERIFY(store.problem().isEmpty());
        QCOMPARE(store.names(), QStringList { QStringLiteral("new") });
    }
};

QTEST_GUILESS_MAIN(TestJobTemplateStore)
#include "TestJobTemplateStore.moc"
