#pragma once

#include "CliCommand.h"

#include <QStringList>
#include <memory>
#include <vector>

namespace qc {

// Every queuecast-cli command, in the order the help lists them. A new command is one class and one line in
// CliCommands.cpp; the help and the dispatch both come from here, so neither can forget one.
class CliCommands
{
public:
    CliCommands();
    const std::vector<std::unique_ptr<CliCommand>>& all() const { return m_commands; }
    // The command of that name, or null.
    CliCommand* find(const QString& name) const;
    // The command word on a command line (program name first): the first argument that is neither an option nor
    // an option's value; empty when none.
    static QString commandOf(const QStringList& arguments);

private:
    std::vector<std::unique_ptr<CliCommand>> m_commands;
};

} // namespace qc
