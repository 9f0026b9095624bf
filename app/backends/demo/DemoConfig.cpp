#include "DemoConfig.h"

namespace qc::demo {

namespace {
QList<TierConfig> standardTiers()
{
    return {
        { QStringLiteral("urgent"), 10000, 16, 0.10 },
        { QStringLiteral("normal"), 5000, 48, 0.70 },
        { QStringLiteral("low"), 1000, 0, 0.20 },
    };
}
} // namespace

DemoConfig DemoConfig::standard(QString user)
{
    DemoConfig c;
    c.user = std::move(user);
    c.regions = {
        { QStringLiteral("cn-north"),
          8,
          { { QStringLiteral("a100"), 16 }, { QStringLiteral("h800"), 8 } },
          24,
          3 * 86400,
          1 },
        { QStringLiteral("eu-west"),
          1,
          { { QStringLiteral("a100"), 8 }, { QStringLiteral("l40s"), 8 } },
          16,
          2 * 86400,
          0 },
        { QStringLiteral("us-east"),
          -5,
          { { QStringLiteral("h100"), 10 }, { QStringLiteral("a10"), 6 } },
          20,
          2 * 86400,
          1 },
    };
    c.tiers = standardTiers();
    c.accounts = {
        { QStringLiteral("vision"),
          96,
          { QStringLiteral("zhang.wei"), QStringLiteral("li.na"), QStringLiteral("wang.fang"),
            QStringLiteral("chen.jie"), QStringLiteral("zhao.lei"), QStringLiteral("sun.yu") },
          QStringLiteral("cn-north") },
        { QStringLiteral("nlp"),
          128,
          { QStringLiteral("liu.yang"), QStringLiteral("huang.min"), QStringLiteral("xu.ming"),
            QStringLiteral("ma.lin"), QStringLiteral("gao.hui"), QStringLiteral("lin.tao"), QStringLiteral("he.qing") },
          QStringLiteral("cn-north") },
        { QStringLiteral("speech"),
          64,
          { QStringLiteral("ana.silva"), QStringLiteral("lukas.meier"), QStringLiteral("sofia.rossi"),
            QStringLiteral("jan.novak") },
          QStringLiteral("eu-west") },
        { QStringLiteral("robotics"),
          64,
          { QStringLiteral("emma.dubois"), QStringLiteral("oliver.smith"), QStringLiteral("maja.berg"),
            QStringLiteral("pierre.martin"), QStringLiteral("eva.kovac") },
          QStringLiteral("eu-west") },
        { QStringLiteral("genai"),
          160,
          { QStringLiteral("david.kim"), QStringLiteral("sarah.jones"), QStringLiteral("mike.chen"),
            QStringLiteral("priya.patel"), QStringLiteral("tom.baker"), QStringLiteral("lisa.wong"),
            QStringLiteral("raj.kumar") },
          QStringLiteral("us-east") },
        { QStringLiteral("bio"),
          48,
          { QStringLiteral("nina.ivanova"), QStringLiteral("carlos.ruiz"), QStringLiteral("yuki.tanaka") },
          QStringLiteral("us-east") },
    };
    return c;
}

DemoConfig DemoConfig::minimal(QString user)
{
    DemoConfig c;
    c.user = std::move(user);
    c.historyDays = 0;
    c.loadFactor = 0;
    c.regions = {
        { QStringLiteral("test"), 0, { { QStringLiteral("a100"), 2 }, { QStringLiteral("v100"), 1 } }, 4, 86400, 0 }
    };
    c.tiers = standardTiers();
    c.accounts = { { QStringLiteral("lab"), 16, { QStringLiteral("other") }, QStringLiteral("test") } };
    c.userAccount = QStringLiteral("lab");
    return c;
}

} // namespace qc::demo
