#pragma once

#include "../../model/Result.h"

#include <QCoreApplication>
#include <QString>

namespace qc::slurm {

// Where ssh's ControlMaster sockets live. A socket another local user could create or replace would let them
// sit between us and the login node, so the directory must be private: a real directory (no symlink), owned by
// us, with no access for group or others. $XDG_RUNTIME_DIR when it is such a directory; otherwise
// <temp>/qc-ssh-<uid>, created 0700, and refused (never "repaired") when someone else got there first.
class SshControlDirectory
{
    Q_DECLARE_TR_FUNCTIONS(SshControlDirectory)

public:
    // The directory to use, created when missing, or why there is none that is safe.
    static Result<QString> ensure();
    // The same checks for one given path (tests point it at directories they prepared).
    static Result<QString> ensureAt(const QString& path);
    // Why `path` is not a private directory of ours; empty when it is.
    static QString problemWith(const QString& path);
};

} // namespace qc::slurm
