// The small scheduler outputs: sinfo nodes, scontrol partitions/licenses/config, sacctmgr qos/associations.
#include "FuzzInput.h"
#include "backends/slurm/SlurmTextParser.h"

using namespace qc;
using slurm::SlurmTextParser;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray input = fuzz::bytes(data, size);
    (void)SlurmTextParser::parseSinfoNodes(input);
    (void)SlurmTextParser::parsePartitions(input);
    (void)SlurmTextParser::parseLicenses(input);
    (void)SlurmTextParser::parseQos(input);
    QString cluster;
    (void)SlurmTextParser::parseAssociations(input, &cluster);
    (void)SlurmTextParser::parseAssociationQos(input, QStringLiteral("alice"));
    (void)SlurmTextParser::privateData(input);
    return 0;
}
