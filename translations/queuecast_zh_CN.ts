<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AccountingImport</name>
    <message>
        <source>No way to run Slurm commands</source>
        <translation>无法运行 Slurm 命令</translation>
    </message>
    <message>
        <source>The demo platform comes with its own simulated past; there is no accounting to import</source>
        <translation>演示平台自带模拟的历史记录，没有可导入的作业记账数据</translation>
    </message>
    <message>
        <source>Accounting can be imported only from one Slurm cluster reached with slurm:// or slurm+ssh://</source>
        <translation>只能从通过 slurm:// 或 slurm+ssh:// 连接的单个 Slurm 集群导入记账数据</translation>
    </message>
    <message>
        <source>sacct is not installed here: Slurm&apos;s accounting commands are needed to import past jobs</source>
        <translation>本机未安装 sacct：导入历史作业需要 Slurm 的记账命令</translation>
    </message>
    <message>
        <source>sacct did not answer in time on %1; try a later start date</source>
        <translation>%1 上的 sacct 未能及时响应；请尝试较晚的起始日期</translation>
    </message>
    <message>
        <source>sacct is not available on %1: Slurm&apos;s accounting commands are needed to import past jobs</source>
        <translation>%1 上没有 sacct：导入历史作业需要 Slurm 的记账命令</translation>
    </message>
    <message>
        <source>sacct found no usable Slurm configuration on %1 (slurm.conf or SLURM_CONF)</source>
        <translation>sacct 在 %1 上找不到可用的 Slurm 配置（slurm.conf 或 SLURM_CONF）</translation>
    </message>
    <message>
        <source>Slurm accounting is disabled on this cluster (no slurmdbd), so it keeps no past jobs to import</source>
        <translation>该集群未启用 Slurm 记账（没有 slurmdbd），因此没有可导入的历史作业</translation>
    </message>
    <message>
        <source>The Slurm accounting database (slurmdbd) is not answering on %1</source>
        <translation>%1 上的 Slurm 记账数据库（slurmdbd）没有响应</translation>
    </message>
    <message>
        <source>The import needs a start date</source>
        <translation>导入需要一个起始日期</translation>
    </message>
</context>
<context>
    <name>AdviceBuilder</name>
    <message>
        <source>Move the job to %1: its shape fits the free GPUs there now.</source>
        <translation>将作业移到 %1：其资源规格与那里当前空闲的 GPU 相符。</translation>
    </message>
    <message>
        <source>Shorten the time limit to %1 or less: the GPUs are idle until a job ahead starts at %2, so the scheduler can backfill this job now.</source>
        <translation>将时间限制缩短到 %1 或更短：在前面的作业于 %2 开始之前这些 GPU 都空闲，调度器可以立即回填此作业。</translation>
    </message>
    <message>
        <source>%1 GPUs are queued ahead in %2, more than its %3 GPUs of this type; queues are shorter at night and at weekends, so submitting then starts sooner.</source>
        <translation>%2 中排在前面的作业共需 %1 块 GPU，超过该分区此类 GPU 的总数 %3 块；夜间和周末排队较短，届时提交能更早开始。</translation>
    </message>
    <message numerus="yes">
        <source>Resubmit with %n GPU(s): %1</source>
        <translation>
            <numerusform>改用 %n 块 GPU 重新提交：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Split the job: %1 GPUs on each of %2 nodes would start now.</source>
        <translation>拆分作业：在 %2 个节点上各用 %1 块 GPU 即可立即开始。</translation>
    </message>
    <message>
        <source>that many are free on one node now.</source>
        <translation>单个节点上当前就有这么多空闲。</translation>
    </message>
    <message>
        <source>Resubmit on %1 GPUs: enough of them are free in %2 now.</source>
        <translation>改用 %1 GPU 重新提交：%2 中当前有足够多空闲的此类 GPU。</translation>
    </message>
    <message>
        <source>Wait for your own running jobs: the first ends by %1 at the latest.</source>
        <translation>等待你自己正在运行的作业：其中最早的一个最迟于 %1 结束。</translation>
    </message>
    <message>
        <source>Wait for your own running jobs to finish.</source>
        <translation>等待你自己正在运行的作业结束。</translation>
    </message>
    <message>
        <source>Move the job to QOS %1, where your GPU limit has room (its priority may differ).</source>
        <translation>将作业改到 QOS %1，你在那里的 GPU 限额仍有余量（其优先级可能不同）。</translation>
    </message>
    <message>
        <source>that fits the room left under the limit.</source>
        <translation>这在限额的剩余额度之内。</translation>
    </message>
    <message>
        <source>Lower the job&apos;s nice value to raise its priority.</source>
        <translation>降低作业的 nice 值以提高其优先级。</translation>
    </message>
    <message>
        <source>Shorten the time limit to %1 or less.</source>
        <translation>将时间限制缩短到 %1 或更短。</translation>
    </message>
    <message>
        <source>Move the job to %1, which allows its time limit.</source>
        <translation>将作业移到 %1，该分区允许这一时间限制。</translation>
    </message>
    <message>
        <source>Move the job to %1, which has enough GPUs for it.</source>
        <translation>将作业移到 %1，该分区有足够的 GPU。</translation>
    </message>
    <message>
        <source>the partition has no more than that.</source>
        <translation>该分区最多只有这么多。</translation>
    </message>
    <message>
        <source>Cancel it: the job it depends on did not succeed, so it will never start.</source>
        <translation>取消此作业：它所依赖的作业未成功完成，因此它永远不会开始。</translation>
    </message>
    <message>
        <source>Resubmit with a request the scheduler accepts (%1).</source>
        <translation>以调度器能接受的请求重新提交（%1）。</translation>
    </message>
    <message>
        <source>Move the begin time earlier if you need it sooner.</source>
        <translation>如需更早运行，请把开始时间提前。</translation>
    </message>
    <message>
        <source>Ask the cluster&apos;s operators why they hold it.</source>
        <translation>询问集群管理员为何挂起此作业。</translation>
    </message>
    <message>
        <source>Release the hold to let it queue.</source>
        <translation>解除挂起，让它进入排队。</translation>
    </message>
    <message numerus="yes">
        <source>Resubmit asking for %n unit(s) of %1: that many are free now.</source>
        <translation>
            <numerusform>改为申请 %n 个 %1 重新提交：当前正好有这么多空闲。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AlertMonitor</name>
    <message>
        <source>Job started</source>
        <translation>作业已开始</translation>
    </message>
    <message>
        <source>%1 is running.</source>
        <translation>%1 正在运行。</translation>
    </message>
    <message>
        <source>Why it waits changed</source>
        <translation>等待原因已变化</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>Almost there</source>
        <translation>快轮到了</translation>
    </message>
    <message>
        <source>%1 is now #%2 in %3.</source>
        <translation>%1 现在在 %3 中排第 %2 位。</translation>
    </message>
    <message>
        <source>This job can never start</source>
        <translation>此作业永远无法开始</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>Alternative</name>
    <message>
        <source>high</source>
        <translation>高</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中</translation>
    </message>
    <message>
        <source>low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>Keep the job as it is</source>
        <translation>保持作业不变</translation>
    </message>
    <message numerus="yes">
        <source>Ask for %n GPU(s) (time limit %1)</source>
        <translation>
            <numerusform>改为申请 %n 块 GPU（时间限制 %1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Split into %1 jobs of %n GPU(s) each</source>
        <translation>
            <numerusform>拆分为 %1 个作业，每个 %n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Shorten the time limit to %1</source>
        <translation>将时间限制缩短到 %1</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>移到 %1</translation>
    </message>
    <message>
        <source>Change the QOS to %1</source>
        <translation>将 QOS 改为 %1</translation>
    </message>
    <message>
        <source>Start no earlier than %1 (off-peak)</source>
        <translation>不早于 %1 开始（避开高峰）</translation>
    </message>
</context>
<context>
    <name>AlternativesAdvisor</name>
    <message>
        <source>no job %1 in the queue</source>
        <translation>队列中没有作业 %1</translation>
    </message>
    <message>
        <source>job %1 is %2, not pending: alternatives are for waiting jobs</source>
        <translation>作业 %1 的状态是 %2，不在排队：替代方案只针对等待中的作业</translation>
    </message>
    <message>
        <source>job %1 belongs to %2, not to you</source>
        <translation>作业 %1 属于 %2，不是你的</translation>
    </message>
    <message>
        <source>this cluster does not let you submit and cancel jobs here</source>
        <translation>此集群不允许你在这里提交和取消作业</translation>
    </message>
    <message>
        <source>Assumes the work takes %1 times as long on fewer GPUs; the job is resubmitted and its place in the queue starts again.</source>
        <translation>假定在较少的 GPU 上工作需要 %1 倍的时间；作业将重新提交，排队位置从头开始。</translation>
    </message>
    <message>
        <source>it needs a time limit of %1, above the partition&apos;s maximum of %2</source>
        <translation>需要 %1 的时间限制，超过分区上限 %2</translation>
    </message>
    <message>
        <source>Only if the training can run as %1 independent parts; the job is resubmitted as %1 jobs and its place in the queue starts again.</source>
        <translation>仅当训练可以拆成 %1 个独立部分运行时可行；作业将作为 %1 个作业重新提交，排队位置从头开始。</translation>
    </message>
    <message>
        <source>Only if the job finishes, or saves a checkpoint, within the shorter limit.</source>
        <translation>仅当作业能在较短的时间限制内完成或保存检查点时可行。</translation>
    </message>
    <message>
        <source>this cluster does not let you change the time limit</source>
        <translation>此集群不允许你修改时间限制</translation>
    </message>
    <message>
        <source>this cluster does not let you move jobs</source>
        <translation>此集群不允许你移动作业</translation>
    </message>
    <message>
        <source>account %1 may not use it</source>
        <translation>账户 %1 无权使用该分区</translation>
    </message>
    <message>
        <source>this cluster does not let you change the QOS</source>
        <translation>此集群不允许你修改 QOS</translation>
    </message>
    <message>
        <source>No job waits in QOS %1, so its priority is not known; your account must be allowed to use it.</source>
        <translation>QOS %1 中没有等待的作业，因此其优先级未知；你的账户必须有权使用它。</translation>
    </message>
    <message>
        <source>Your account must be allowed to use QOS %1.</source>
        <translation>你的账户必须有权使用 QOS %1。</translation>
    </message>
    <message>
        <source>Waits until then; that hour&apos;s forecast rests on the same weekday and hour in the past.</source>
        <translation>会等到那时；该时段的预测依据过去同一星期几、同一小时的数据。</translation>
    </message>
    <message>
        <source>this cluster does not let you change the begin time</source>
        <translation>此集群不允许你修改开始时间</translation>
    </message>
    <message>
        <source>account %1 may not use QOS %2 (it may use: %3)</source>
        <translation>账户 %1 不能使用 QOS %2（可用：%3）</translation>
    </message>
    <message>
        <source>No job waits in QOS %1, so its priority is not known.</source>
        <translation>QOS %1 中没有等待的作业，因此其优先级未知。</translation>
    </message>
    <message>
        <source>%1; also %2</source>
        <comment>two reasons an alternative is not possible</comment>
        <translation>%1；另外，%2</translation>
    </message>
    <message>
        <source>would never start: %1</source>
        <comment>an alternative that the cluster would never run</comment>
        <translation>永远不会启动：%1</translation>
    </message>
</context>
<context>
    <name>BackendError</name>
    <message>
        <source>Job %1 is no longer pending (%2); it was left as it is.</source>
        <translation>作业 %1 已不再排队（%2），未做任何更改。</translation>
    </message>
    <message>
        <source>Nothing to change for job %1; nothing was sent.</source>
        <translation>作业 %1 没有要修改的内容；未发送任何请求。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>BackendFactory</name>
    <message>
        <source>Not a backend URL (expected e.g. demo:// or slurm://)</source>
        <translation>不是后端 URL（应为 demo:// 或 slurm:// 等）</translation>
    </message>
    <message>
        <source>Unknown backend &quot;%1&quot;; supported: %2</source>
        <translation>未知后端“%1”；支持的后端：%2</translation>
    </message>
</context>
<context>
    <name>CauseExplainer</name>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 天 %2 小时</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 GPU(s)</source>
        <translation>
            <numerusform>%n 块 %1 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Also: %1</source>
        <translation>此外：%1</translation>
    </message>
    <message>
        <source>Its queue position %1 in %2 is a lower bound: other users&apos; jobs are hidden.</source>
        <translation>它在 %2 中的排队位置 %1 只是下限：其他用户的作业不可见。</translation>
    </message>
    <message>
        <source>%1 GPUs x %2 nodes would start now.</source>
        <translation>改为 %1 块 GPU × %2 个节点即可立即开始。</translation>
    </message>
    <message>
        <source>CPUs or memory in %1 are busy.</source>
        <translation>%1 中的 CPU 或内存已被占满。</translation>
    </message>
    <message>
        <source>%1 free of %2 in %3; this job wants %4.</source>
        <translation>%3 共有 %2 块，空闲 %1；此作业需要 %4 块。</translation>
    </message>
    <message>
        <source>They fit now, so CPUs, memory or a reservation hold it back.</source>
        <translation>GPU 现在够用，因此阻碍它的是 CPU、内存或预留。</translation>
    </message>
    <message>
        <source>By the running jobs&apos; time limits, enough are free by %1 at the latest.</source>
        <translation>按正在运行作业的时间限制推算，最迟到 %1 会有足够的空闲 GPU。</translation>
    </message>
    <message numerus="yes">
        <source>At least %n job(s) (%1 GPUs, ~%2 GPU-hours by time limit) are ahead of you in %3; other users&apos; jobs are hidden, so this is a lower bound.</source>
        <translation>
            <numerusform>在 %3 中至少有 %n 个作业排在你前面（共 %1 块 GPU，按时间限制约 %2 GPU·小时）；其他用户的作业不可见，因此这只是下限。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) (%1 GPUs, ~%2 GPU-hours by time limit) are ahead of you in %3.</source>
        <translation>
            <numerusform>在 %3 中有 %n 个作业排在你前面（共 %1 块 GPU，按时间限制约 %2 GPU·小时）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Jobs with higher priority are ahead of this one in %1.</source>
        <translation>在 %1 中有优先级更高的作业排在此作业前面。</translation>
    </message>
    <message>
        <source>%1 are free, but the scheduler keeps them for higher-priority jobs.</source>
        <translation>有 %1 空闲，但调度器把它们留给了优先级更高的作业。</translation>
    </message>
    <message>
        <source>The scheduler estimates a start at %1.</source>
        <translation>调度器预计于 %1 开始。</translation>
    </message>
    <message>
        <source>Backfill has planned this job on %1 at %2.</source>
        <translation>回填调度器已计划于 %2 在 %1 上运行此作业。</translation>
    </message>
    <message>
        <source>Backfill has planned this job on %1.</source>
        <translation>回填调度器已计划在 %1 上运行此作业。</translation>
    </message>
    <message>
        <source>Waiting for burst buffer storage (%1).</source>
        <translation>正在等待 burst buffer 存储（%1）。</translation>
    </message>
    <message>
        <source>Storage IO licence %1: %2 of %3 free; this job wants %4.</source>
        <translation>存储 IO 许可证 %1：共 %3 个，空闲 %2 个；此作业需要 %4 个。</translation>
    </message>
    <message>
        <source>Not before %1, the begin time asked for.</source>
        <translation>不早于申请的开始时间 %1。</translation>
    </message>
    <message>
        <source>Waiting for the begin time asked for.</source>
        <translation>正在等待申请的开始时间。</translation>
    </message>
    <message>
        <source>Waiting for a dependency (%1).</source>
        <translation>正在等待依赖（%1）。</translation>
    </message>
    <message>
        <source>Waiting for job(s) %1 to finish.</source>
        <translation>正在等待作业 %1 结束。</translation>
    </message>
    <message>
        <source>Held by an administrator; only an operator can release it.</source>
        <translation>已被管理员挂起；只有管理员能解除。</translation>
    </message>
    <message>
        <source>Held by its owner; it queues once released.</source>
        <translation>已被所有者挂起；解除后即进入排队。</translation>
    </message>
    <message>
        <source>Starting for %1%2.</source>
        <translation>正在启动，已持续 %1%2。</translation>
    </message>
    <message>
        <source>The scheduler is preparing the job (%1).</source>
        <translation>调度器正在准备此作业（%1）。</translation>
    </message>
    <message>
        <source>Partition %1 is %2.</source>
        <translation>分区 %1 的状态为 %2。</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes down, drained or reserved: %1.</source>
        <translation>处于 down、drain 或预留状态的节点：%1。</translation>
    </message>
    <message>
        <source>Nodes or the partition this job needs are not available (%1).</source>
        <translation>此作业所需的节点或分区不可用（%1）。</translation>
    </message>
    <message>
        <source>The scheduler reports an unrecognised reason &quot;%1&quot;.</source>
        <translation>调度器报告了无法识别的原因“%1”。</translation>
    </message>
    <message>
        <source>The scheduler has not evaluated this job yet.</source>
        <translation>调度器尚未评估此作业。</translation>
    </message>
    <message>
        <source>The scheduler reports %1.</source>
        <translation>调度器报告：%1。</translation>
    </message>
    <message>
        <source>A scheduler limit (%1) holds this job; its numbers are not visible here.</source>
        <translation>此作业受调度器限制（%1）阻挡；此处看不到具体数值。</translation>
    </message>
    <message>
        <source>Limit on %1 of %2: %3 in use of %4.</source>
        <translation>%2 的 %1 限制：已用 %3，上限 %4。</translation>
    </message>
    <message numerus="yes">
        <source>Your QOS %1 allows %2 GPUs per user; your %n running job(s) use %3;</source>
        <translation>
            <numerusform>你的 QOS %1 每个用户最多 %2 块 GPU；你正在运行的 %n 个作业已使用 %3 块；</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>QOS %1 allows %2 GPUs per user; %4&apos;s %n running job(s) use %3;</source>
        <translation>
            <numerusform>QOS %1 每个用户最多 %2 块 GPU；%4 正在运行的 %n 个作业已使用 %3 块；</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>QOS %1 may use %2 GPUs at once; its %n running job(s) use %3 (%4 of them yours);</source>
        <translation>
            <numerusform>QOS %1 同时最多可用 %2 块 GPU；其正在运行的 %n 个作业已使用 %3 块（其中 %4 个是你的）；</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Account %1 may use %2 GPUs at once; its %n running job(s) use %3 (%4 of them yours);</source>
        <translation>
            <numerusform>账户 %1 同时最多可用 %2 块 GPU；其正在运行的 %n 个作业已使用 %3 块（其中 %4 个是你的）；</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your share of account %1 allows %2 GPUs; your %n running job(s) use %3;</source>
        <translation>
            <numerusform>你在账户 %1 中的份额允许 %2 块 GPU；你正在运行的 %n 个作业已使用 %3 块；</numerusform>
        </translation>
    </message>
    <message>
        <source>this job wants %1 more.</source>
        <translation>此作业还需要 %1 块。</translation>
    </message>
    <message>
        <source>The first of them ends by %1 (time limit).</source>
        <translation>其中最早的一个最迟于 %1 结束（按时间限制）。</translation>
    </message>
    <message>
        <source>Time limit %1 exceeds the partition maximum %2.</source>
        <translation>时间限制 %1 超过了分区上限 %2。</translation>
    </message>
    <message>
        <source>This job wants %1; partition %2 has %3 in all.</source>
        <translation>此作业需要 %1；分区 %2 总共只有 %3 块。</translation>
    </message>
    <message>
        <source>Its dependency %1 can never be satisfied: a job it waits for failed or was cancelled.</source>
        <translation>它的依赖 %1 永远无法满足：所等待的某个作业失败或已被取消。</translation>
    </message>
    <message>
        <source>This job wants %1 on whole %2-GPU nodes; partition %3 does not have that many nodes.</source>
        <translation>此作业需要在整台 %2 卡节点上使用 %1；分区 %3 没有那么多节点。</translation>
    </message>
    <message>
        <source>The scheduler will not run this job as submitted (%1).</source>
        <translation>按当前的提交方式，调度器不会运行此作业（%1）。</translation>
    </message>
    <message>
        <source>%1 free in %2, at most %3 on one node;</source>
        <translation>%2 中空闲 %1，单个节点最多 %3 块；</translation>
    </message>
    <message>
        <source>this job wants %1 GPUs on each of %2 nodes.</source>
        <translation>此作业需要在 %2 个节点上各使用 %1 块 GPU。</translation>
    </message>
    <message>
        <source>this job wants %1 on one node.</source>
        <translation>此作业需要在单个节点上使用 %1 块。</translation>
    </message>
    <message>
        <source>this job wants %1 on whole %2-GPU nodes.</source>
        <translation>此作业需要在整台 %2 卡节点上使用 %1 块。</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n unit(s) of storage IO licence %1.</source>
        <translation>
            <numerusform>正在等待 %n 个存储 IO 许可证 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Held with an administrator hold (set by root or an operator); you are %1, so you can release it.</source>
        <translation>处于管理员挂起状态（由 root 或操作员设置）；你是 %1，可以自行解除。</translation>
    </message>
</context>
<context>
    <name>CauseHistoryTable</name>
    <message>
        <source>A history database query failed.</source>
        <translation>历史数据库查询失败。</translation>
    </message>
</context>
<context>
    <name>CauseText</name>
    <message>
        <source>GPU shortage</source>
        <translation>GPU 不足</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>资源碎片</translation>
    </message>
    <message>
        <source>Quota</source>
        <translation>配额</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>优先级</translation>
    </message>
    <message>
        <source>Storage IO</source>
        <translation>存储 IO</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>启动中</translation>
    </message>
    <message>
        <source>Begin time</source>
        <translation>指定开始时间</translation>
    </message>
    <message>
        <source>Dependency</source>
        <translation>依赖</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>挂起</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>Never runs</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>CauseTimeline</name>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>CliApp</name>
    <message>
        <source>--nice needs a whole number from -2147483645 to 2147483645</source>
        <translation>--nice 需要 -2147483645 到 2147483645 之间的整数</translation>
    </message>
    <message>
        <source>--mem-mb needs a positive whole number of megabytes</source>
        <translation>--mem-mb 需要一个正整数（单位 MB）</translation>
    </message>
    <message>
        <source>queuecast-cli: error: %1</source>
        <translation>queuecast-cli：错误：%1</translation>
    </message>
    <message>
        <source>queuecast-cli: %1</source>
        <translation>queuecast-cli：%1</translation>
    </message>
    <message>
        <source>Try &apos;queuecast-cli --help&apos; for more information.</source>
        <translation>运行 &apos;queuecast-cli --help&apos; 查看更多信息。</translation>
    </message>
    <message>
        <source>Backend URL: demo://, slurm://, slurm+ssh://user@host, slurm+rest://user@host:port.</source>
        <translation>后端 URL：demo://、slurm://、slurm+ssh://user@host、slurm+rest://user@host:port。</translation>
    </message>
    <message>
        <source>url</source>
        <translation>url</translation>
    </message>
    <message>
        <source>Machine-readable JSON output.</source>
        <translation>输出机器可读的 JSON。</translation>
    </message>
    <message>
        <source>status: only your own jobs.</source>
        <translation>status：只显示你自己的作业。</translation>
    </message>
    <message>
        <source>Job name.</source>
        <translation>作业名称。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Partition or region.</source>
        <translation>分区（区域）。</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Number of GPUs.</source>
        <translation>GPU 数量。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>GPU type, e.g. a100.</source>
        <translation>GPU 类型，例如 a100。</translation>
    </message>
    <message>
        <source>type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>CPUs.</source>
        <translation>CPU 数量。</translation>
    </message>
    <message>
        <source>Memory in MB.</source>
        <translation>内存（MB）。</translation>
    </message>
    <message>
        <source>mb</source>
        <translation>mb</translation>
    </message>
    <message>
        <source>Time limit, Slurm notation ([D-]HH:MM:SS or minutes).</source>
        <translation>时间限制，Slurm 格式（[D-]HH:MM:SS 或分钟数）。</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>时限</translation>
    </message>
    <message>
        <source>QOS or priority tier.</source>
        <translation>QOS 或优先级档位。</translation>
    </message>
    <message>
        <source>qos</source>
        <translation>qos</translation>
    </message>
    <message>
        <source>Account.</source>
        <translation>账户。</translation>
    </message>
    <message>
        <source>account</source>
        <translation>账户</translation>
    </message>
    <message>
        <source>Earliest start: ISO 8601, HH:MM or now+N{minutes|hours|days}.</source>
        <translation>最早开始时间：ISO 8601、HH:MM 或 now+N{minutes|hours|days}。</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Command to run (sbatch --wrap).</source>
        <translation>要运行的命令（sbatch --wrap）。</translation>
    </message>
    <message>
        <source>command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Batch script file.</source>
        <translation>批处理脚本文件。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Licenses / storage IO, e.g. nas_io:2.</source>
        <translation>许可证 / 存储 IO，例如 nas_io:2。</translation>
    </message>
    <message>
        <source>list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>Dependency, e.g. afterok:123.</source>
        <translation>依赖，例如 afterok:123。</translation>
    </message>
    <message>
        <source>spec</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Submit held.</source>
        <translation>以挂起状态提交。</translation>
    </message>
    <message>
        <source>Nice value (higher is lower priority).</source>
        <translation>nice 值（越大优先级越低）。</translation>
    </message>
    <message>
        <source>Working directory.</source>
        <translation>工作目录。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>未指定命令</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>未知命令“%1”</translation>
    </message>
    <message>
        <source>%1 needs exactly one job id</source>
        <translation>%1 需要且只需要一个作业 ID</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <source>--gpus needs a non-negative whole number</source>
        <translation>--gpus 需要一个非负整数</translation>
    </message>
    <message>
        <source>--cpus needs a positive whole number</source>
        <translation>--cpus 需要一个正整数</translation>
    </message>
    <message>
        <source>cannot read time limit &quot;%1&quot;</source>
        <translation>无法解析时间限制“%1”</translation>
    </message>
    <message>
        <source>cannot read begin time &quot;%1&quot;</source>
        <translation>无法解析开始时间“%1”</translation>
    </message>
    <message>
        <source>cannot read script %1: %2</source>
        <translation>无法读取脚本 %1：%2</translation>
    </message>
    <message>
        <source>update needs at least one of --nice, --partition, --begin, --time, --qos</source>
        <translation>update 至少需要 --nice、--partition、--begin、--time、--qos 之一</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>USER</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>STATE</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>GPUS</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>SUBMIT</source>
        <translation>提交时间</translation>
    </message>
    <message>
        <source>START</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>REASON</source>
        <translation>调度原因</translation>
    </message>
    <message>
        <source>CAUSE</source>
        <translation>等待原因</translation>
    </message>
    <message>
        <source>POS</source>
        <translation>位置</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) on %1 at %2</source>
        <translation>
            <numerusform>%1 上共 %n 个作业（截至 %2）</numerusform>
        </translation>
    </message>
    <message>
        <source>REGION</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>BUSY</source>
        <translation>占用</translation>
    </message>
    <message>
        <source>FREE</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>MAX/NODE</source>
        <translation>单节点最多</translation>
    </message>
    <message>
        <source>RUNNING</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>PENDING</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>PENDING GPUS</source>
        <translation>排队 GPU</translation>
    </message>
    <message>
        <source>Submitted job %1</source>
        <translation>已提交作业 %1</translation>
    </message>
    <message>
        <source>Updated job %1</source>
        <translation>已更新作业 %1</translation>
    </message>
    <message>
        <source>Requeued job %1</source>
        <translation>已将作业 %1 重新排队</translation>
    </message>
    <message>
        <source>Cancelled job %1</source>
        <translation>已取消作业 %1</translation>
    </message>
    <message>
        <source>evaluate-forecast: share of jobs (by submit time) used only to warm up, default 0.7.</source>
        <translation>evaluate-forecast：（按提交时间）仅用于预热的作业比例，默认 0.7。</translation>
    </message>
    <message>
        <source>share</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>evaluate-forecast: quantile of the upper bound, default 0.9.</source>
        <translation>evaluate-forecast：上界的分位数，默认 0.9。</translation>
    </message>
    <message>
        <source>q</source>
        <translation>q</translation>
    </message>
    <message>
        <source>evaluate-forecast: time zone for dates, e.g. Europe/Prague.</source>
        <translation>evaluate-forecast：日期所用的时区，例如 Europe/Prague。</translation>
    </message>
    <message>
        <source>zone</source>
        <translation>时区</translation>
    </message>
    <message>
        <source>evaluate-forecast needs --trace FILE.csv</source>
        <translation>evaluate-forecast 需要 --trace FILE.csv</translation>
    </message>
    <message>
        <source>--train-fraction needs a number from 0 up to (not including) 1</source>
        <translation>--train-fraction 需要一个不小于 0 且小于 1 的数</translation>
    </message>
    <message>
        <source>--quantile needs a number between 0 and 1</source>
        <translation>--quantile 需要一个介于 0 和 1 之间的数</translation>
    </message>
    <message>
        <source>unknown time zone &quot;%1&quot;</source>
        <translation>未知时区“%1”</translation>
    </message>
    <message numerus="yes">
        <source>queuecast-cli: %n bad row(s) in %1, skipped:</source>
        <translation>
            <numerusform>queuecast-cli：%1 中有 %n 行无效，已跳过：</numerusform>
        </translation>
    </message>
    <message>
        <source>queuecast-cli: error: no usable job in %1</source>
        <translation>queuecast-cli：错误：%1 中没有可用的作业</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>无上界</translation>
    </message>
    <message>
        <source>Trace %1: %2 jobs, %3 bad row(s); model warmed on the first %4, scored on %5 submitted from %6</source>
        <translation>跟踪文件 %1：%2 个作业，%3 行无效；模型用前 %4 个作业预热，在 %6 起提交的 %5 个作业上评分</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>COVERAGE</source>
        <translation>覆盖率</translation>
    </message>
    <message>
        <source>MEDIAN BOUND</source>
        <translation>上界中位数</translation>
    </message>
    <message>
        <source>PINBALL LOSS (h)</source>
        <translation>PINBALL 损失（小时）</translation>
    </message>
    <message>
        <source>UNBOUNDED</source>
        <translation>无上界</translation>
    </message>
    <message>
        <source>forecaster P%1</source>
        <translation>预测器 P%1</translation>
    </message>
    <message>
        <source>QBETS baseline</source>
        <translation>QBETS 基线</translation>
    </message>
    <message>
        <source>Median P50 forecast: %1. Took %2 ms.</source>
        <translation>P50 预测中位数：%1。耗时 %2 毫秒。</translation>
    </message>
    <message>
        <source>recommend: time limit, Slurm notation (same as --time).</source>
        <translation>recommend：时间限制，Slurm 格式（同 --time）。</translation>
    </message>
    <message>
        <source>import-history: first day to import: YYYY-MM-DD, an ISO date and time, or now-N{days|hours}; default 28 days ago.</source>
        <translation>import-history：导入的起始日期：YYYY-MM-DD、ISO 日期时间或 now-N{days|hours}；默认为 28 天前。</translation>
    </message>
    <message>
        <source>date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>recommend needs --gpus with a positive whole number</source>
        <translation>recommend 需要 --gpus，取正整数</translation>
    </message>
    <message>
        <source>cannot read start date &quot;%1&quot; (expected e.g. 2026-11-01 or now-7d, in the past)</source>
        <translation>无法识别起始日期“%1”（应为过去的时间，例如 2026-11-01 或 now-7d）</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) of type %1</source>
        <translation>
            <numerusform>%n 块 %1 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Plan for %1, time limit %2, on %3 at %4 (%n finished job(s) of history)</source>
        <translation>
            <numerusform>计划：%1，时间限制 %2，集群 %3，时间 %4（历史中有 %n 个已结束作业）</numerusform>
        </translation>
    </message>
    <message>
        <source>Regions, soonest expected start first:</source>
        <translation>各区域，按预计开始时间从早到晚：</translation>
    </message>
    <message>
        <source>P50 WAIT</source>
        <translation>P50 等待</translation>
    </message>
    <message>
        <source>P90 WAIT</source>
        <translation>P90 等待</translation>
    </message>
    <message>
        <source>FREE/GPUS</source>
        <translation>空闲/GPU</translation>
    </message>
    <message>
        <source>AHEAD</source>
        <translation>前方作业</translation>
    </message>
    <message>
        <source>NOTE</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <source>Best start windows in %1 (begin times local), lowest expected wait first:</source>
        <translation>%1 的最佳开始时间窗口（本地时间），按预计等待从短到长：</translation>
    </message>
    <message>
        <source>BEGIN</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>CONFIDENCE</source>
        <translation>可信度</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n finished job(s) from Slurm accounting (%1) since %2: %3 new, %4 still active and left out.</source>
        <translation>
            <numerusform>已从 Slurm 记账（%1）导入自 %2 以来的 %n 个已结束作业：%3 个为新增，%4 个仍在活动中，未导入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>History %1 now holds %n finished job(s).</source>
        <translation>
            <numerusform>历史记录 %1 现有 %n 个已结束作业。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>queuecast-cli: %n line(s) of sacct output could not be read, skipped:</source>
        <translation>
            <numerusform>queuecast-cli：sacct 输出中有 %n 行无法读取，已跳过：</numerusform>
        </translation>
    </message>
    <message>
        <source>warning: cluster %1 did not answer; its jobs are missing: %2</source>
        <translation>警告：集群 %1 未响应，其作业未列出：%2</translation>
    </message>
    <message>
        <source>submit: environment variable for the job, repeatable. NAME takes the value from this environment, which keeps it out of the process list; NAME=VALUE gives it.</source>
        <translation>submit：作业的环境变量，可重复。NAME 从当前环境取值，值不会出现在进程列表中；NAME=VALUE 直接给出取值。</translation>
    </message>
    <message>
        <source>name[=value]</source>
        <translation>名称[=值]</translation>
    </message>
    <message>
        <source>slurm+ssh://: the ssh configuration file to use (ssh -F) instead of ~/.ssh/config; it must be yours and writable only by you.</source>
        <translation>slurm+ssh://：代替 ~/.ssh/config 使用的 ssh 配置文件（ssh -F）；它必须属于你且只有你可写。</translation>
    </message>
    <message>
        <source>queuecast-cli: warning: %1</source>
        <translation>queuecast-cli：警告：%1</translation>
    </message>
    <message>
        <source>--env needs NAME or NAME=VALUE with a plain variable name, not &quot;%1&quot;</source>
        <translation>--env 需要 NAME 或 NAME=VALUE，且名称为普通变量名，而不是“%1”</translation>
    </message>
    <message>
        <source>--env %1: no such variable in this environment</source>
        <translation>--env %1：当前环境中没有这个变量</translation>
    </message>
    <message>
        <source>evaluate-forecast: write one CSV row per test job to this file.</source>
        <translation>evaluate-forecast：把每个测试作业各写一行 CSV 到此文件。</translation>
    </message>
    <message>
        <source>score wait forecasts on a queue log</source>
        <translation>在队列日志上评估等待时间预测</translation>
    </message>
    <message>
        <source>queuecast-cli: error: cannot write %1: %2</source>
        <translation>queuecast-cli：错误：无法写入 %1：%2</translation>
    </message>
    <message>
        <source>MAX BOUND</source>
        <translation>最大上界</translation>
    </message>
    <message>
        <source>EQ. COV. SCALE</source>
        <translation>等覆盖缩放</translation>
    </message>
    <message>
        <source>EQ. COV. MEDIAN</source>
        <translation>等覆盖中位上界</translation>
    </message>
    <message>
        <source>EQ. COV. PINBALL (h)</source>
        <translation>等覆盖 Pinball 损失（小时）</translation>
    </message>
    <message>
        <source>Censored test jobs (never started): %1. Model bounds at the cap: %2; above the longest wait seen so far: %3 % (QBETS: %4 %).</source>
        <translation>删失的测试作业（从未启动）：%1。达到上限的模型上界：%2；高于迄今最长等待的比例：%3 %（QBETS：%4 %）。</translation>
    </message>
    <message>
        <source>GROUP</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>JOBS</source>
        <translation>作业数</translation>
    </message>
    <message>
        <source>QBETS COVERAGE</source>
        <translation>QBETS 覆盖率</translation>
    </message>
    <message>
        <source>QBETS MEDIAN</source>
        <translation>QBETS 中位上界</translation>
    </message>
    <message>
        <source>export-trace: the demo platform, demo:// or demo://?seed=N.</source>
        <translation>export-trace：演示平台，demo:// 或 demo://?seed=N。</translation>
    </message>
    <message>
        <source>export-trace: CSV file to write (default: standard output).</source>
        <translation>export-trace：要写入的 CSV 文件（默认：标准输出）。</translation>
    </message>
    <message>
        <source>the demo platform&apos;s past as a queue log (CSV)</source>
        <translation>把演示平台的历史导出为队列日志（CSV）</translation>
    </message>
    <message>
        <source>export-trace works on the demo platform only (demo://), not %1</source>
        <translation>export-trace 只适用于演示平台（demo://），不适用于 %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n job(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个作业写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Ignored here: evaluate-forecast reads a trace, not a cluster.</source>
        <translation>此处忽略：evaluate-forecast 读取的是作业轨迹文件，而不是集群。</translation>
    </message>
    <message>
        <source>put a job back in the queue</source>
        <translation>将作业重新放回队列</translation>
    </message>
    <message>
        <source>cancel a job</source>
        <translation>取消作业</translation>
    </message>
    <message>
        <source>QueueCast: why your GPU jobs wait, and when they will start.</source>
        <translation>QueueCast：你的 GPU 作业为何在等待，何时会开始。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>One of: %1.</source>
        <translation>以下之一：%1。</translation>
    </message>
    <message>
        <source>the demo platform&apos;s past as a queue log</source>
        <translation>将演示平台的历史导出为队列日志</translation>
    </message>
    <message>
        <source>keep a pending job from starting</source>
        <translation>阻止排队中的作业开始</translation>
    </message>
    <message>
        <source>let a held job start again</source>
        <translation>允许被挂起的作业重新开始</translation>
    </message>
    <message>
        <source>when and where to submit: start windows and regions</source>
        <translation>何时、何处提交：开始时间窗口和区域</translation>
    </message>
    <message>
        <source>GPUs total/busy/free and pending demand per region</source>
        <translation>各区域的 GPU 总数/占用/空闲及排队需求</translation>
    </message>
    <message>
        <source>jobs with their state and scheduler reason</source>
        <translation>列出作业及其状态和调度器原因</translation>
    </message>
    <message>
        <source>submit a job</source>
        <translation>提交作业</translation>
    </message>
    <message>
        <source>change a pending job (nice, partition, begin time, ...)</source>
        <translation>修改排队中的作业（nice、分区、开始时间……）</translation>
    </message>
    <message>
        <source>warning: the accounting limits could not be read again; they date from %1</source>
        <translation>警告：无法重新读取记账限制；当前所示为 %1 时读取的数据</translation>
    </message>
    <message>
        <source>%1 earlier</source>
        <translation>提前 %1</translation>
    </message>
    <message>
        <source>%1 later</source>
        <translation>推迟 %1</translation>
    </message>
    <message>
        <source>alternatives: rank by expected finish (default) or by expected start.</source>
        <translation>alternatives：按预计完成时间（默认）或预计开始时间排序。</translation>
    </message>
    <message>
        <source>what you could change about a pending job, with expected starts</source>
        <translation>排队作业可以做的调整，以及各自的预计开始时间</translation>
    </message>
    <message>
        <source>the pending job</source>
        <translation>排队中的作业</translation>
    </message>
    <message>
        <source>alternatives needs exactly one job id</source>
        <translation>alternatives 需要且只需要一个作业 ID</translation>
    </message>
    <message>
        <source>--sort takes finish or start, not &quot;%1&quot;</source>
        <translation>--sort 只接受 finish 或 start，而不是“%1”</translation>
    </message>
    <message>
        <source>Job %1 as it is: %2</source>
        <translation>作业 %1 保持不变：%2</translation>
    </message>
    <message>
        <source>CHANGE</source>
        <translation>调整</translation>
    </message>
    <message>
        <source>WHAT</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>START P50</source>
        <translation>开始 P50</translation>
    </message>
    <message>
        <source>START P90</source>
        <translation>开始 P90</translation>
    </message>
    <message>
        <source>FINISH P50</source>
        <translation>完成 P50</translation>
    </message>
    <message>
        <source>FINISH GAIN</source>
        <translation>完成提前</translation>
    </message>
    <message>
        <source>START GAIN</source>
        <translation>开始提前</translation>
    </message>
    <message>
        <source>GPU-H</source>
        <translation>GPU·小时</translation>
    </message>
    <message>
        <source>ALLOWED</source>
        <translation>允许</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>否：%1</translation>
    </message>
    <message>
        <source>what else a pending job could ask for, ranked by expected finish</source>
        <translation>排队中的作业还可以改成什么请求，按预计完成时间排序</translation>
    </message>
    <message>
        <source>warning: the cause history could not be read: %1</source>
        <translation>警告：无法读取原因历史：%1</translation>
    </message>
    <message>
        <source>Usage of %1 from %2 to %3 (%4 days)</source>
        <translation>%1 从 %2 到 %3 的用量（%4 天）</translation>
    </message>
    <message>
        <source>Jobs finished: %1 (%2 started)</source>
        <translation>已结束作业：%1（%2 个已启动）</translation>
    </message>
    <message>
        <source>GPU-hours used: %1 (%2 a day); peak %3 GPUs at once</source>
        <translation>已用 GPU 时：%1（每天 %2）；峰值同时 %3 块 GPU</translation>
    </message>
    <message>
        <source>Waiting: %1 h per job, %2 h a day</source>
        <translation>等待：每个作业 %1 小时，每天 %2 小时</translation>
    </message>
    <message>
        <source>Now: %1 GPUs running (%2 GPU-hours left by their limits), %3 jobs pending (%4 GPU-hours queued)</source>
        <translation>当前：%1 块 GPU 在运行（按时间限制还剩 %2 GPU 时），%3 个作业排队（排队 %4 GPU 时）</translation>
    </message>
    <message>
        <source>No prices for this cluster profile: enter them in the GUI (View &gt; Usage and cost...).</source>
        <translation>此集群配置没有价格：请在图形界面中填写（视图 &gt; 用量与成本...）。</translation>
    </message>
    <message>
        <source>Break-even: %1% of %2 instance(s) of %3 GPUs (%4 h a day fully used); your use fills %5%</source>
        <translation>盈亏平衡：%2 台 %3 GPU 实例的 %1%（每天满载 %4 小时）；您的用量占 %5%</translation>
    </message>
    <message>
        <source>WEEK</source>
        <translation>周</translation>
    </message>
    <message>
        <source>GPU-HOURS</source>
        <translation>GPU 时</translation>
    </message>
    <message>
        <source>PAY PER USE</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>INSTANCE</source>
        <translation>包月实例</translation>
    </message>
    <message>
        <source>OWN HARDWARE</source>
        <translation>自有硬件</translation>
    </message>
    <message>
        <source>Cheapest over these weeks: %1 (%2)</source>
        <translation>这几周最便宜：%1（%2）</translation>
    </message>
    <message>
        <source>your GPU-hours, waiting and what each way of paying would cost</source>
        <translation>您的 GPU 时、等待时间以及各种付费方式的成本</translation>
    </message>
    <message>
        <source>evaluate-forecast: queue log (CSV, or a Standard Workload Format log).</source>
        <translation>evaluate-forecast：队列日志（CSV，或标准工作负载格式 SWF 日志）。</translation>
    </message>
    <message>
        <source>import-history: import a queue log (trace CSV or Standard Workload Format) instead of running sacct.</source>
        <translation>import-history：导入队列日志（跟踪 CSV 或标准工作负载格式 SWF），而不运行 sacct。</translation>
    </message>
    <message>
        <source>--since is for sacct; a queue log is imported whole</source>
        <translation>--since 只用于 sacct；队列日志会整体导入</translation>
    </message>
    <message>
        <source>not a backend URL: &quot;%1&quot;</source>
        <translation>不是后端 URL：“%1”</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n finished job(s) from %1: %2 new, %3 still active and left out.</source>
        <translation>
            <numerusform>从 %1 导入了 %n 个已结束的作业：%2 个为新增，%3 个仍在活动中，未导入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>queuecast-cli: %n row(s) of %1 could not be read, skipped:</source>
        <translation>
            <numerusform>queuecast-cli：%1 中有 %n 行无法读取，已跳过：</numerusform>
        </translation>
    </message>
    <message>
        <source>import finished jobs from Slurm accounting (sacct) or a queue log into the history</source>
        <translation>从 Slurm 记账（sacct）或队列日志把已结束的作业导入历史记录</translation>
    </message>
    <message>
        <source>the queue log, as --trace names it</source>
        <translation>队列日志，与 --trace 指定的相同</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[文件]</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>无法达到</translation>
    </message>
</context>
<context>
    <name>ClusterProfile</name>
    <message>
        <source>Demo platform</source>
        <translation>演示平台</translation>
    </message>
    <message>
        <source>Slurm over slurmrestd</source>
        <translation>通过 slurmrestd 连接 Slurm</translation>
    </message>
    <message>
        <source>Slurm over ssh</source>
        <translation>通过 ssh 连接 Slurm</translation>
    </message>
    <message>
        <source>Slurm commands on this computer</source>
        <translation>本机上的 Slurm 命令</translation>
    </message>
    <message>
        <source>A demo profile takes an empty address or a demo:// URL</source>
        <translation>演示配置的地址须为空或 demo:// URL</translation>
    </message>
    <message>
        <source>Enter an ssh host: an alias from ~/.ssh/config or user@host:port</source>
        <translation>请输入 ssh 主机：~/.ssh/config 中的别名或 user@host:port</translation>
    </message>
    <message>
        <source>Not an ssh host: use an alias from ~/.ssh/config or user@host:port</source>
        <translation>不是有效的 ssh 主机：请使用 ~/.ssh/config 中的别名或 user@host:port</translation>
    </message>
    <message>
        <source>The ssh port must be between 1 and 65535</source>
        <translation>ssh 端口必须在 1 到 65535 之间</translation>
    </message>
    <message>
        <source>Enter the slurmrestd address, e.g. https://slurm.example.org:6820</source>
        <translation>请输入 slurmrestd 地址，例如 https://slurm.example.org:6820</translation>
    </message>
    <message>
        <source>Not a slurmrestd address: use http(s)://host:port</source>
        <translation>不是有效的 slurmrestd 地址：请使用 http(s)://host:port</translation>
    </message>
    <message>
        <source>Do not put a token or password in the address; use the token field</source>
        <translation>请勿在地址中填写令牌或密码；请使用令牌字段</translation>
    </message>
    <message>
        <source>Unknown profile kind</source>
        <translation>未知的配置类型</translation>
    </message>
</context>
<context>
    <name>CommandErrorMapper</name>
    <message>
        <source>%1 on %2 printed more than %3 MB; stopped it</source>
        <translation>%2 上的 %1 输出超过 %3 MB，已终止</translation>
    </message>
    <message>
        <source>Could not run %1 (is it installed and on PATH?)</source>
        <translation>无法运行 %1（是否已安装并在 PATH 中？）</translation>
    </message>
    <message>
        <source>%1 did not answer in time on %2</source>
        <translation>%1 在 %2 上未能及时响应</translation>
    </message>
    <message>
        <source>ssh could not log in to %1</source>
        <translation>ssh 无法登录到 %1</translation>
    </message>
    <message>
        <source>Could not reach %1 over ssh</source>
        <translation>无法通过 ssh 连接到 %1</translation>
    </message>
    <message>
        <source>The Slurm controller is not answering</source>
        <translation>Slurm 控制器没有响应</translation>
    </message>
    <message>
        <source>Slurm refused: you do not have the right to do this</source>
        <translation>Slurm 拒绝：你没有执行此操作的权限</translation>
    </message>
    <message>
        <source>Slurm does not know this job</source>
        <translation>Slurm 找不到此作业</translation>
    </message>
    <message>
        <source>Slurm could not authenticate you</source>
        <translation>Slurm 无法验证你的身份</translation>
    </message>
    <message>
        <source>%1 is not available on %2</source>
        <translation>%1 在 %2 上不可用</translation>
    </message>
    <message>
        <source>Slurm rejected the request (%1)</source>
        <translation>Slurm 拒绝了请求（%1）</translation>
    </message>
    <message>
        <source>Could not understand the output of %1</source>
        <translation>无法解析 %1 的输出</translation>
    </message>
</context>
<context>
    <name>ConnectionDiagnosis</name>
    <message>
        <source>Details: %1</source>
        <translation>详细信息：%1</translation>
    </message>
    <message numerus="yes">
        <source>No answer within %n second(s)</source>
        <translation>
            <numerusform>%n 秒内无应答</numerusform>
        </translation>
    </message>
    <message>
        <source>The host may be down, behind a firewall, or the scheduler is very slow; check the address and port.</source>
        <translation>主机可能已宕机、位于防火墙之后，或调度器响应极慢；请检查地址和端口。</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>The profile&apos;s settings are not valid</source>
        <translation>配置的设置无效</translation>
    </message>
    <message>
        <source>Host name not found (DNS)</source>
        <translation>找不到主机名（DNS）</translation>
    </message>
    <message>
        <source>Check the host or the alias in ~/.ssh/config, and your network or VPN.</source>
        <translation>请检查主机或 ~/.ssh/config 中的别名，以及网络或 VPN。</translation>
    </message>
    <message>
        <source>Check the spelling of the host, and your network or VPN.</source>
        <translation>请检查主机名拼写，以及网络或 VPN。</translation>
    </message>
    <message>
        <source>Connection refused</source>
        <translation>连接被拒绝</translation>
    </message>
    <message>
        <source>The host answers but nothing listens on that port: is slurmrestd running, and is the port right (often 6820)?</source>
        <translation>主机有响应，但该端口无服务监听：slurmrestd 是否在运行？端口是否正确（通常为 6820）？</translation>
    </message>
    <message>
        <source>The host answers but refuses the connection: check the port and that sshd runs.</source>
        <translation>主机有响应但拒绝连接：请检查端口以及 sshd 是否在运行。</translation>
    </message>
    <message>
        <source>The connection timed out</source>
        <translation>连接超时</translation>
    </message>
    <message>
        <source>The host may be down or behind a firewall; check the address and port.</source>
        <translation>主机可能已宕机或位于防火墙之后；请检查地址和端口。</translation>
    </message>
    <message>
        <source>TLS error: the server&apos;s certificate could not be verified</source>
        <translation>TLS 错误：无法验证服务器证书</translation>
    </message>
    <message>
        <source>Use the right host name, or give the site&apos;s CA certificate (…?ca=/path/ca.pem). QueueCast never ignores certificate errors.</source>
        <translation>请使用正确的主机名，或提供站点的 CA 证书（…?ca=/path/ca.pem）。QueueCast 从不忽略证书错误。</translation>
    </message>
    <message>
        <source>Authentication failed</source>
        <translation>身份验证失败</translation>
    </message>
    <message>
        <source>The token is missing, wrong or expired: get a new one with &quot;scontrol token&quot; on a login node and enter it in the profile.</source>
        <translation>令牌缺失、错误或已过期：请在登录节点上用“scontrol token”获取新令牌，并填入配置。</translation>
    </message>
    <message>
        <source>Slurm could not authenticate you (munge): ask your administrators.</source>
        <translation>Slurm 无法验证您的身份（munge）：请联系管理员。</translation>
    </message>
    <message>
        <source>ssh could not log in</source>
        <translation>ssh 无法登录</translation>
    </message>
    <message>
        <source>QueueCast uses your OpenSSH keys and agent: check that ssh to this host works in a terminal without a password prompt.</source>
        <translation>QueueCast 使用您的 OpenSSH 密钥和代理：请确认在终端中 ssh 到该主机无需输入密码即可成功。</translation>
    </message>
    <message>
        <source>The ssh host could not be reached</source>
        <translation>无法访问该 ssh 主机</translation>
    </message>
    <message>
        <source>Check that ssh to this host works in a terminal, and your network or VPN.</source>
        <translation>请确认在终端中 ssh 到该主机可以成功，并检查网络或 VPN。</translation>
    </message>
    <message>
        <source>This Slurm version is not supported</source>
        <translation>不支持此 Slurm 版本</translation>
    </message>
    <message>
        <source>A command QueueCast needs was not found</source>
        <translation>找不到 QueueCast 所需的命令</translation>
    </message>
    <message>
        <source>Install OpenSSH, or check that Slurm&apos;s commands are on PATH on the login node.</source>
        <translation>请安装 OpenSSH，或确认登录节点的 PATH 中有 Slurm 命令。</translation>
    </message>
    <message>
        <source>Slurm&apos;s commands (squeue, sinfo, scontrol) are not on PATH on this computer.</source>
        <translation>本机的 PATH 中没有 Slurm 命令（squeue、sinfo、scontrol）。</translation>
    </message>
    <message>
        <source>The Slurm controller is not answering</source>
        <translation>Slurm 控制器无响应</translation>
    </message>
    <message>
        <source>The host works but slurmctld does not answer: the cluster may be in maintenance.</source>
        <translation>主机正常，但 slurmctld 无响应：集群可能正在维护。</translation>
    </message>
    <message>
        <source>Slurm refused access</source>
        <translation>Slurm 拒绝访问</translation>
    </message>
    <message>
        <source>The connection failed</source>
        <translation>连接失败</translation>
    </message>
</context>
<context>
    <name>DemoActionLog</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: %2</source>
        <translation>字段“%1”：%2</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <source>expected a time</source>
        <translation>应为时间</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>not a QueueCast demo log</source>
        <translation>不是 QueueCast 演示日志</translation>
    </message>
    <message>
        <source>field &quot;version&quot;: expected a whole number</source>
        <translation>字段“version”：应为整数</translation>
    </message>
    <message>
        <source>written by a newer QueueCast</source>
        <translation>由更新版本的 QueueCast 写入</translation>
    </message>
    <message>
        <source>field &quot;actions&quot;: expected an array</source>
        <translation>字段“actions”：应为数组</translation>
    </message>
    <message>
        <source>action %1: %2</source>
        <extracomment>%1 is the action&apos;s position in the log, %2 what is wrong with it</extracomment>
        <translation>第 %1 条操作：%2</translation>
    </message>
    <message>
        <source>Cannot lock %1: another QueueCast holds it</source>
        <translation>无法锁定 %1：另一个 QueueCast 正在使用它</translation>
    </message>
    <message>
        <source>Cannot create the folder of %1</source>
        <translation>无法创建 %1 所在的文件夹</translation>
    </message>
    <message>
        <source>%1 is too large to be a QueueCast demo log</source>
        <translation>%1 过大，不可能是 QueueCast 演示日志</translation>
    </message>
    <message>
        <source>%1 is not a QueueCast demo log; choose another file with demo://?state=PATH</source>
        <translation>%1 不是 QueueCast 演示日志；请用 demo://?state=路径 选择其他文件</translation>
    </message>
    <message>
        <source>Cannot use %1: %2</source>
        <translation>无法使用 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read %1 (%2) nor move it aside</source>
        <translation>无法读取 %1（%2），也无法将其移到一旁</translation>
    </message>
    <message>
        <source>The demo log %1 is damaged (%2); it was kept as %3 and a new log started</source>
        <translation>演示日志 %1 已损坏（%2）；已保存为 %3，并开始新的日志</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>DemoBackend</name>
    <message>
        <source>Invalid demo URL: %1</source>
        <translation>无效的演示 URL：%1</translation>
    </message>
</context>
<context>
    <name>DemoSimulator</name>
    <message>
        <source>Invalid partition name specified</source>
        <translation>指定的分区名称无效</translation>
    </message>
    <message>
        <source>Invalid qos specification</source>
        <translation>指定的 QOS 无效</translation>
    </message>
    <message>
        <source>Invalid account or account/partition combination specified</source>
        <translation>指定的账户或账户/分区组合无效</translation>
    </message>
    <message>
        <source>Requested node configuration is not available</source>
        <translation>请求的节点配置不可用</translation>
    </message>
    <message>
        <source>Invalid license specification</source>
        <translation>指定的许可证无效</translation>
    </message>
    <message>
        <source>Job dependency problem</source>
        <translation>作业依赖有问题</translation>
    </message>
    <message>
        <source>Invalid job id specified</source>
        <translation>指定的作业 ID 无效</translation>
    </message>
    <message>
        <source>Access/permission denied</source>
        <translation>访问被拒绝/权限不足</translation>
    </message>
    <message>
        <source>Only an operator can raise a job&apos;s priority</source>
        <translation>只有管理员（operator）才能提高作业优先级</translation>
    </message>
    <message>
        <source>Job is no longer pending execution</source>
        <translation>作业已不在排队等待执行</translation>
    </message>
    <message>
        <source>Invalid time limit specification</source>
        <translation>指定的时间限制无效</translation>
    </message>
    <message>
        <source>Only an operator can extend a running job</source>
        <translation>只有管理员（operator）才能延长正在运行的作业</translation>
    </message>
    <message>
        <source>Job is not held</source>
        <translation>作业未被挂起</translation>
    </message>
    <message>
        <source>Job is not running</source>
        <translation>作业未在运行</translation>
    </message>
    <message>
        <source>Job id already in use</source>
        <translation>作业 ID 已被占用</translation>
    </message>
</context>
<context>
    <name>HistoryQuery</name>
    <message>
        <source>No history has been recorded yet.</source>
        <translation>尚未记录任何历史数据。</translation>
    </message>
</context>
<context>
    <name>HistoryStore</name>
    <message>
        <source>Cannot create the history folder.</source>
        <translation>无法创建历史记录文件夹。</translation>
    </message>
    <message>
        <source>Cannot open the history database.</source>
        <translation>无法打开历史数据库。</translation>
    </message>
    <message>
        <source>Cannot configure the history database.</source>
        <translation>无法配置历史数据库。</translation>
    </message>
    <message>
        <source>A history database query failed.</source>
        <translation>历史数据库查询失败。</translation>
    </message>
    <message>
        <source>Cannot read the history database version.</source>
        <translation>无法读取历史数据库的版本。</translation>
    </message>
    <message>
        <source>The history database was written by a newer QueueCast.</source>
        <translation>历史数据库由更新版本的 QueueCast 写入。</translation>
    </message>
    <message>
        <source>Cannot create the history tables.</source>
        <translation>无法创建历史数据表。</translation>
    </message>
    <message>
        <source>The history database is not open.</source>
        <translation>历史数据库未打开。</translation>
    </message>
    <message>
        <source>Cannot start a history transaction.</source>
        <translation>无法开始历史数据库事务。</translation>
    </message>
    <message>
        <source>Cannot commit history data.</source>
        <translation>无法提交历史数据。</translation>
    </message>
    <message>
        <source>A history sample has no time or region.</source>
        <translation>某条历史采样缺少时间或区域。</translation>
    </message>
    <message>
        <source>A finished job has no id or submit time.</source>
        <translation>某个已结束的作业缺少 ID 或提交时间。</translation>
    </message>
</context>
<context>
    <name>JobPhases</name>
    <message>
        <source>Not yet eligible</source>
        <translation>尚不可调度</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>排队</translation>
    </message>
    <message>
        <source>Start-up</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Image pull</source>
        <translation>拉取镜像</translation>
    </message>
    <message>
        <source>Data staging</source>
        <translation>数据准备</translation>
    </message>
    <message>
        <source>Prolog</source>
        <translation>前置脚本</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (under way)</source>
        <translation>%1（进行中）</translation>
    </message>
</context>
<context>
    <name>JobSpecChecker</name>
    <message>
        <source>%1 is %2: the job would wait until it comes back.</source>
        <translation>%1 当前为 %2 状态：作业将一直等待，直到它恢复。</translation>
    </message>
    <message>
        <source>%1 GPUs requested, but %2 has only %3 of this type.</source>
        <translation>请求了 %1 块 GPU，但 %2 只有 %3 块此类 GPU。</translation>
    </message>
    <message>
        <source>Jobs bigger than one node (%1 GPUs) must use whole nodes: ask for a multiple of %1.</source>
        <translation>超过单个节点（%1 块 GPU）的作业必须使用整台节点：请申请 %1 的整数倍。</translation>
    </message>
    <message>
        <source>Time limit: cannot read &quot;%1&quot;; use e.g. 04:00:00 or 2-00:00:00.</source>
        <translation>时间限制：无法识别“%1”；请使用如 04:00:00 或 2-00:00:00 的格式。</translation>
    </message>
    <message>
        <source>Time limit %1 is over %2&apos;s maximum of %3: the job would never start.</source>
        <translation>时间限制 %1 超过了 %2 的上限 %3：作业将永远无法开始。</translation>
    </message>
    <message>
        <source>QOS %1 is not allowed in %2 (allowed: %3).</source>
        <translation>%2 不允许使用 QOS %1（允许的 QOS：%3）。</translation>
    </message>
    <message>
        <source>Account %1 may not use %2 (allowed: %3).</source>
        <translation>账户 %1 不能使用 %2（允许：%3）。</translation>
    </message>
    <message>
        <source>Licenses: write name:count, e.g. %1:2.</source>
        <translation>许可证：请写成 名称:数量，例如 %1:2。</translation>
    </message>
    <message>
        <source>This cluster has no license &quot;%1&quot;.</source>
        <translation>此集群没有许可证“%1”。</translation>
    </message>
    <message>
        <source>%1 has only %2 in total: %3 would never be granted.</source>
        <translation>%1 总共只有 %2：%3 永远不会被授予。</translation>
    </message>
    <message>
        <source>Jobs in %1 use %2, not %3.</source>
        <translation>%1 中的作业使用 %2，而不是 %3。</translation>
    </message>
    <message>
        <source>Dependency: use Slurm&apos;s form, e.g. afterok:12345.</source>
        <translation>依赖：请使用 Slurm 的格式，例如 afterok:12345。</translation>
    </message>
    <message>
        <source>The start time is in the past.</source>
        <translation>开始时间已经过去。</translation>
    </message>
    <message>
        <source>The script is empty.</source>
        <translation>脚本为空。</translation>
    </message>
    <message>
        <source>Account %1 may not use QOS %2 (it may use: %3).</source>
        <translation>账户 %1 不能使用 QOS %2（可用：%3）。</translation>
    </message>
</context>
<context>
    <name>JobTemplateStore</name>
    <message>
        <source>The saved templates cannot be read: %1</source>
        <translation>无法读取已保存的模板：%1</translation>
    </message>
    <message>
        <source>Template &quot;%1&quot; cannot be read: %2</source>
        <translation>无法读取模板“%1”：%2</translation>
    </message>
    <message>
        <source>The saved templates cannot be read (%1) nor kept in %2: nothing was saved.</source>
        <translation>无法读取已保存的模板（%1），也无法保存到 %2：未保存任何内容。</translation>
    </message>
    <message>
        <source>The saved templates could not be read (%1); they were kept in %2 and a new list started.</source>
        <translation>无法读取已保存的模板（%1）；已将其保存到 %2，并开始新的列表。</translation>
    </message>
</context>
<context>
    <name>JsonCodec</name>
    <message>
        <source>field &quot;%1&quot;: expected %2</source>
        <extracomment>%1 is a JSON field name, %2 what it should hold (&quot;a whole number&quot;)</extracomment>
        <translation>字段“%1”：应为%2</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number in range</source>
        <translation>范围内的数字</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: %2</source>
        <translation>字段“%1”：%2</translation>
    </message>
    <message>
        <source>expected a time</source>
        <translation>应为时间</translation>
    </message>
    <message>
        <source>an object of strings</source>
        <translation>由字符串组成的对象</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
</context>
<context>
    <name>KeychainStore</name>
    <message>
        <source>The keychain did not answer within 30 seconds</source>
        <translation>钥匙串在 30 秒内没有响应</translation>
    </message>
    <message>
        <source>No Slurm token stored in the keychain for %1</source>
        <translation>钥匙串中没有为 %1 保存的 Slurm 令牌</translation>
    </message>
    <message>
        <source>The keychain could not be used</source>
        <translation>无法使用钥匙串</translation>
    </message>
</context>
<context>
    <name>MoveEffect</name>
    <message>
        <source>there is no partition %1</source>
        <translation>没有名为 %1 的分区</translation>
    </message>
    <message>
        <source>never starts there: %1</source>
        <translation>在那里永远无法开始：%1</translation>
    </message>
    <message>
        <source>#%1 of %2 in %3</source>
        <translation>%3 中第 %1 位（共 %2 个）</translation>
    </message>
    <message>
        <source>%1; its GPUs are free now</source>
        <translation>%1；所需 GPU 现在空闲</translation>
    </message>
    <message>
        <source>%1; its GPUs free in about %2 (by time limits)</source>
        <translation>%1；按时间上限估算，约 %2 后有足够 GPU 空闲</translation>
    </message>
</context>
<context>
    <name>OffPeakAdvisor</name>
    <message numerus="yes">
        <source>%1 usually: median wait %2 (%n job(s) on record)</source>
        <translation>
            <numerusform>%1 通常：等待中位数 %2（记录中有 %n 个作业）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too few jobs on record for %1 (%n); estimated from %2:00 on weekends</source>
        <translation>
            <numerusform>%1 的记录作业太少（%n 个）；按周末 %2:00 的数据估计</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too few jobs on record for %1 (%n); estimated from %2:00 on weekdays</source>
        <translation>
            <numerusform>%1 的记录作业太少（%n 个）；按工作日 %2:00 的数据估计</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too few jobs on record for %1 (%n); estimated from %2:00 on all days</source>
        <translation>
            <numerusform>%1 的记录作业太少（%n 个）；按每天 %2:00 的数据估计</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too few jobs on record for %1 (%n); estimated from all hours</source>
        <translation>
            <numerusform>%1 的记录作业太少（%n 个）；按所有时段估计</numerusform>
        </translation>
    </message>
    <message>
        <source>No history for %1</source>
        <translation>%1 没有历史数据</translation>
    </message>
    <message numerus="yes">
        <source>Live queue: %n job(s) pending in the partition, median wait now %1</source>
        <translation>
            <numerusform>实时队列：该分区有 %n 个作业在排队，当前等待中位数 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>; today&apos;s backlog takes about %1 more to clear</source>
        <translation>；当前积压还需约 %1 才能清空</translation>
    </message>
</context>
<context>
    <name>OffPeakWindow</name>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n 个作业</numerusform>
        </translation>
    </message>
    <message>
        <source>live queue</source>
        <translation>实时队列</translation>
    </message>
    <message numerus="yes">
        <source>live queue; %n job(s) at this hour</source>
        <translation>
            <numerusform>实时队列；此时段 %n 个作业</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>too thin (%n job(s)); from similar hours</source>
        <translation>
            <numerusform>数据太少（%n 个作业）；按相近时段估计</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message numerus="yes">
        <source>No partition takes %n GPU(s) of this type for this time limit</source>
        <translation>
            <numerusform>没有分区能在此时间限制下运行 %n 块该类型的 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown partition %1</source>
        <translation>未知分区 %1</translation>
    </message>
    <message>
        <source>Partition %1 cannot run this job: %2</source>
        <translation>分区 %1 无法运行此作业：%2</translation>
    </message>
</context>
<context>
    <name>PolicyActions</name>
    <message>
        <source>This cluster does not let jobs change partition.</source>
        <translation>此集群不允许作业更换分区。</translation>
    </message>
    <message>
        <source>This cluster does not let QueueCast submit and cancel jobs.</source>
        <translation>此集群不允许 QueueCast 提交和取消作业。</translation>
    </message>
    <message numerus="yes">
        <source>with %n GPU(s) instead of %1</source>
        <translation>
            <numerusform>改用 %n 块 GPU（原为 %1 块）</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not move job %1 to %2: %3</source>
        <translation>无法将作业 %1 移到 %2：%3</translation>
    </message>
    <message>
        <source>Moved job %1 from %2 to %3.</source>
        <translation>已将作业 %1 从 %2 移到 %3。</translation>
    </message>
    <message>
        <source>Could not resubmit job %1 %2; the original keeps waiting: %3</source>
        <translation>无法重新提交作业 %1（%2）；原作业继续排队：%3</translation>
    </message>
    <message>
        <source>Submitted job %1 %2, but could not cancel the original %3 (%4), nor withdraw %1 (%5): both are queued now.</source>
        <translation>已提交作业 %1（%2），但无法取消原作业 %3（%4），也无法撤回 %1（%5）：两者现在都在排队。</translation>
    </message>
    <message>
        <source>Could not cancel job %1 (%2); the copy %3 was withdrawn again.</source>
        <translation>无法取消作业 %1（%2）；副本 %3 已撤回。</translation>
    </message>
    <message>
        <source>Cancelled job %1 and resubmitted it %2 as job %3.</source>
        <translation>已取消作业 %1，并重新提交（%2），新作业为 %3。</translation>
    </message>
    <message>
        <source>Job %1 stays in %2: no other region is expected to start it sooner. %3</source>
        <translation>作业 %1 留在 %2：没有其他区域预计能更早启动它。%3</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>到 %1</translation>
    </message>
</context>
<context>
    <name>PolicyLogEntry</name>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>no action</source>
        <translation>未操作</translation>
    </message>
</context>
<context>
    <name>PolicySecrets</name>
    <message>
        <source>This build has no keychain support: the secret environment variable(s) %1 of job %2 are kept for this session only. After QueueCast restarts, auto-retry cannot resubmit the job.</source>
        <translation>此版本不支持钥匙串：作业 %2 的机密环境变量 %1 仅在本次会话中保留。QueueCast 重启后，自动重试将无法重新提交该作业。</translation>
    </message>
    <message>
        <source>The keychain is not available (%1): the secret environment variable(s) %2 of job %3 are kept for this session only. After QueueCast restarts, auto-retry cannot resubmit the job.</source>
        <translation>钥匙串不可用（%1）：作业 %3 的机密环境变量 %2 仅在本次会话中保留。QueueCast 重启后，自动重试将无法重新提交该作业。</translation>
    </message>
    <message>
        <source>Did not resubmit job %1: the secret environment variable(s) %2 could not be read back from the keychain or from this session&apos;s memory (without a keychain they are kept for one session only). The original job keeps waiting; submit it again by hand if needed.</source>
        <translation>未重新提交作业 %1：无法从钥匙串或本次会话的内存中读回机密环境变量 %2（没有钥匙串时它们只保留一个会话）。原作业继续等待；如有需要，请手动重新提交。</translation>
    </message>
</context>
<context>
    <name>PolicyStore</name>
    <message>
        <source>Cannot create the policy folder.</source>
        <translation>无法创建策略文件夹。</translation>
    </message>
    <message>
        <source>Cannot open the policy database.</source>
        <translation>无法打开策略数据库。</translation>
    </message>
    <message>
        <source>Cannot configure the policy database.</source>
        <translation>无法配置策略数据库。</translation>
    </message>
    <message>
        <source>Cannot read the policy database version.</source>
        <translation>无法读取策略数据库版本。</translation>
    </message>
    <message>
        <source>The policy database was written by a newer QueueCast.</source>
        <translation>策略数据库由更新版本的 QueueCast 写入。</translation>
    </message>
    <message>
        <source>Cannot create the policy tables.</source>
        <translation>无法创建策略数据表。</translation>
    </message>
    <message>
        <source>A policy database query failed.</source>
        <translation>策略数据库查询失败。</translation>
    </message>
    <message>
        <source>Cannot save the policy.</source>
        <translation>无法保存策略。</translation>
    </message>
    <message>
        <source>Cannot remove the policy.</source>
        <translation>无法删除策略。</translation>
    </message>
    <message>
        <source>Cannot write the policy log.</source>
        <translation>无法写入策略日志。</translation>
    </message>
    <message>
        <source>Cannot remember the submitted job.</source>
        <translation>无法记录已提交的作业。</translation>
    </message>
    <message>
        <source>Cannot forget the submitted job.</source>
        <translation>无法删除已记住的提交作业。</translation>
    </message>
</context>
<context>
    <name>ProfileBackendBuilder</name>
    <message>
        <source>No cluster profile chosen</source>
        <translation>未选择集群配置</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation>配置“%1”：%2</translation>
    </message>
    <message>
        <source>A profiles URL names its profiles: profiles:?name=a&amp;name=b</source>
        <translation>profiles URL 须列出配置名称：profiles:?name=a&amp;name=b</translation>
    </message>
    <message>
        <source>There is no cluster profile named &quot;%1&quot;</source>
        <translation>没有名为“%1”的集群配置</translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <source>A profile name needs 1 to 40 characters, without &quot;/&quot;, &quot;:&quot; or &quot;,&quot;</source>
        <translation>配置名称须为 1 到 40 个字符，且不含“/”“:”或“,”</translation>
    </message>
    <message>
        <source>There is already a profile named &quot;%1&quot;</source>
        <translation>已有名为“%1”的配置</translation>
    </message>
</context>
<context>
    <name>RegionChooser</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No region has a start forecast for this job yet (the history is empty or too short).</source>
        <translation>还没有任何区域能预测此作业的启动时间（历史记录为空或太短）。</translation>
    </message>
    <message>
        <source>Expected starts — %1</source>
        <translation>预计启动时间 — %1</translation>
    </message>
</context>
<context>
    <name>RegionComparison</name>
    <message>
        <source>partition is %1</source>
        <translation>分区状态为 %1</translation>
    </message>
    <message>
        <source>time limit above the partition&apos;s maximum</source>
        <translation>时间限制超过分区上限</translation>
    </message>
    <message>
        <source>QOS %1 not allowed</source>
        <translation>不允许使用 QOS %1</translation>
    </message>
    <message>
        <source>no %1 GPUs</source>
        <translation>没有 %1 GPU</translation>
    </message>
    <message numerus="yes">
        <source>only %n usable GPU(s)</source>
        <translation>
            <numerusform>只有 %n 块可用 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>QOS %1 allows one user at most %n GPU(s)</source>
        <translation>
            <numerusform>QOS %1 最多允许单个用户使用 %n 个 GPU</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RestAccountingJobs</name>
    <message>
        <source>slurmdbd&apos;s answer has no list of jobs</source>
        <translation>slurmdbd 的应答中没有作业列表</translation>
    </message>
    <message>
        <source>a job is not an object</source>
        <translation>某个作业不是 JSON 对象</translation>
    </message>
    <message>
        <source>unknown job state &quot;%1&quot;</source>
        <translation>未知的作业状态“%1”</translation>
    </message>
    <message>
        <source>the job id is empty</source>
        <translation>作业 ID 为空</translation>
    </message>
    <message>
        <source>the submit time is missing</source>
        <translation>缺少提交时间</translation>
    </message>
    <message>
        <source>the job started before it was submitted</source>
        <translation>作业的开始时间早于提交时间</translation>
    </message>
</context>
<context>
    <name>RestApiV0038</name>
    <message>
        <source>Raising a job&apos;s priority (negative nice) needs a Slurm operator</source>
        <translation>提高作业优先级（负 nice 值）需要 Slurm 管理员（operator）权限</translation>
    </message>
    <message>
        <source>partition %1</source>
        <translation>分区 %1</translation>
    </message>
</context>
<context>
    <name>RestApiV004x</name>
    <message>
        <source>partition %1</source>
        <translation>分区 %1</translation>
    </message>
</context>
<context>
    <name>RestEndpoint</name>
    <message>
        <source>max_reply_mb must be a whole number of megabytes from 1 to 65536</source>
        <translation>max_reply_mb 必须是 1 到 65536 之间的整数（单位 MB）</translation>
    </message>
    <message>
        <source>deadline must be between 0 and 86400 seconds</source>
        <translation>deadline 必须在 0 到 86400 秒之间</translation>
    </message>
    <message>
        <source>Invalid slurmrestd URL: %1</source>
        <translation>无效的 slurmrestd URL：%1</translation>
    </message>
    <message>
        <source>do not put a token or password in the URL; use SLURM_JWT or the keychain</source>
        <translation>不要在 URL 中写入令牌或密码；请使用 SLURM_JWT 或钥匙串</translation>
    </message>
    <message>
        <source>no host (expected slurm+rest://[user@]host:port)</source>
        <translation>缺少主机（应为 slurm+rest://[user@]host:port）</translation>
    </message>
    <message>
        <source>no user name in the URL and none in the environment</source>
        <translation>URL 和环境变量中都没有用户名</translation>
    </message>
    <message>
        <source>tls must be 0 or 1</source>
        <translation>tls 必须为 0 或 1</translation>
    </message>
    <message>
        <source>cannot read the CA file %1</source>
        <translation>无法读取 CA 文件 %1</translation>
    </message>
    <message>
        <source>ca needs tls=1</source>
        <translation>ca 需要 tls=1</translation>
    </message>
    <message>
        <source>api must be one of %1</source>
        <translation>api 必须是以下之一：%1</translation>
    </message>
    <message>
        <source>timeout must be between 0 and 3600 seconds</source>
        <translation>timeout 必须在 0 到 3600 秒之间</translation>
    </message>
    <message>
        <source>resync must be a number of seconds</source>
        <translation>resync 必须是秒数</translation>
    </message>
    <message>
        <source>The slurmrestd token is sent to %1 without encryption (allow_http=1): anyone on the network path can read it and act as you. Use https when the server offers it.</source>
        <translation>slurmrestd 令牌以未加密方式发送到 %1（allow_http=1）：网络路径上的任何人都能读取它并冒充你。服务器支持时请使用 https。</translation>
    </message>
    <message>
        <source>allow_http must be 0 or 1</source>
        <translation>allow_http 必须为 0 或 1</translation>
    </message>
    <message>
        <source>Plain HTTP would send the slurmrestd token unencrypted to %1: use https (tls=1), or allow unencrypted HTTP explicitly in the profile</source>
        <translation>明文 HTTP 会把 slurmrestd 令牌未加密地发送到 %1：请使用 https（tls=1），或在配置中明确允许未加密的 HTTP</translation>
    </message>
</context>
<context>
    <name>RestErrorMapper</name>
    <message>
        <source>slurmrestd did not answer (connection refused, unknown host or timeout)</source>
        <translation>slurmrestd 没有响应（连接被拒绝、主机未知或超时）</translation>
    </message>
    <message>
        <source>The TLS connection to slurmrestd failed: its certificate could not be verified</source>
        <translation>与 slurmrestd 的 TLS 连接失败：无法验证其证书</translation>
    </message>
    <message>
        <source>slurmrestd refused the request: no valid token</source>
        <translation>slurmrestd 拒绝了请求：没有有效的令牌</translation>
    </message>
    <message>
        <source>slurmrestd refused the request: permission denied</source>
        <translation>slurmrestd 拒绝了请求：权限不足</translation>
    </message>
    <message>
        <source>slurmrestd does not know this resource</source>
        <translation>slurmrestd 找不到此资源</translation>
    </message>
    <message>
        <source>slurmrestd could not be reached</source>
        <translation>无法连接到 slurmrestd</translation>
    </message>
    <message>
        <source>slurmrestd failed while answering: %1</source>
        <translation>slurmrestd 在响应时出错：%1</translation>
    </message>
    <message>
        <source>slurmrestd rejected the token (bad or expired): get a new one with &quot;scontrol token&quot;</source>
        <translation>slurmrestd 拒绝了令牌（无效或已过期）：请用 &quot;scontrol token&quot; 获取新令牌</translation>
    </message>
    <message>
        <source>Slurm refused: you may not do this to this job</source>
        <translation>Slurm 拒绝：你无权对此作业执行此操作</translation>
    </message>
    <message>
        <source>Slurm does not know this job</source>
        <translation>Slurm 找不到此作业</translation>
    </message>
    <message>
        <source>slurmrestd cannot reach slurmctld</source>
        <translation>slurmrestd 无法连接到 slurmctld</translation>
    </message>
    <message>
        <source>Slurm rejected the request: %1</source>
        <translation>Slurm 拒绝了请求：%1</translation>
    </message>
    <message>
        <source>slurmrestd sent an answer that could not be read: %1</source>
        <translation>slurmrestd 返回了无法解析的响应：%1</translation>
    </message>
    <message>
        <source>slurmctld did not answer the request (slurmrestd also says this when it refuses a token)</source>
        <translation>slurmctld 没有响应请求（slurmrestd 拒绝令牌时也会这样报告）</translation>
    </message>
</context>
<context>
    <name>RestHostList</name>
    <message>
        <source>slurmrestd sent a node list for %1 that is not a Slurm host list or names more than %2 nodes (or %3 MB of names)</source>
        <translation>slurmrestd 发来的 %1 的节点列表不是有效的 Slurm 主机列表，或超过 %2 个节点（或 %3 MB 的节点名）</translation>
    </message>
</context>
<context>
    <name>RestJobIds</name>
    <message>
        <source>Not a Slurm job id: %1</source>
        <translation>不是 Slurm 作业 ID：%1</translation>
    </message>
    <message>
        <source>Job array %1 has more than %2 tasks in one record; act on it with scontrol on a login node</source>
        <translation>作业数组 %1 的一条记录中有超过 %2 个任务；请在登录节点上用 scontrol 操作</translation>
    </message>
</context>
<context>
    <name>RestReachCheck</name>
    <message>
        <source>slurmrestd answers, but names no Slurm controller in its ping</source>
        <translation>slurmrestd 有应答，但其 ping 结果中没有任何 Slurm 控制器</translation>
    </message>
    <message>
        <source>slurmrestd answers, but the Slurm controller does not</source>
        <translation>slurmrestd 有应答，但 Slurm 控制器没有应答</translation>
    </message>
</context>
<context>
    <name>ResubmitSpec</name>
    <message>
        <source>QueueCast does not know the original script of job %1, so it cannot resubmit it. Only jobs submitted through QueueCast can be resubmitted.</source>
        <translation>QueueCast 不知道作业 %1 的原始脚本，因此无法重新提交。只有通过 QueueCast 提交的作业才能重新提交。</translation>
    </message>
</context>
<context>
    <name>RetryPolicy</name>
    <message>
        <source>No job selected.</source>
        <translation>未选择作业。</translation>
    </message>
    <message>
        <source>The waiting time must be at least one minute.</source>
        <translation>等待时间至少为一分钟。</translation>
    </message>
    <message>
        <source>Allow between 1 and %1 attempts.</source>
        <translation>尝试次数应在 1 到 %1 之间。</translation>
    </message>
    <message>
        <source>Choose the partition to move the job to.</source>
        <translation>请选择要将作业移到的分区。</translation>
    </message>
    <message>
        <source>A resubmitted job needs at least one GPU.</source>
        <translation>重新提交的作业至少需要一块 GPU。</translation>
    </message>
    <message>
        <source>move it to %1</source>
        <translation>将其移到 %1</translation>
    </message>
    <message numerus="yes">
        <source>cancel and resubmit it with %n GPU(s)</source>
        <translation>
            <numerusform>取消并以 %n 块 GPU 重新提交</numerusform>
        </translation>
    </message>
    <message>
        <source>cancel and resubmit it to the region where it is expected to start first</source>
        <translation>取消并重新提交到预计最早启动的区域</translation>
    </message>
    <message>
        <source>If pending for more than %1: %2 (%3 of %4 attempts used)</source>
        <translation>如果排队超过 %1：%2（已用 %3/%4 次尝试）</translation>
    </message>
    <message>
        <source> — paused</source>
        <translation> — 已暂停</translation>
    </message>
    <message numerus="yes">
        <source>%n h</source>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RowErrors</name>
    <message>
        <source>  line %1: %2</source>
        <translation>  第 %1 行：%2</translation>
    </message>
    <message numerus="yes">
        <source>  ... and %n more</source>
        <translation>
            <numerusform>  ... 另有 %n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SacctImport</name>
    <message>
        <source>expected %1 fields separated by &quot;|&quot;, found %2</source>
        <translation>应有 %1 个以 &quot;|&quot; 分隔的字段，实际为 %2 个</translation>
    </message>
    <message>
        <source>unknown job state &quot;%1&quot;</source>
        <translation>未知的作业状态“%1”</translation>
    </message>
    <message>
        <source>the job id is empty</source>
        <translation>作业 ID 为空</translation>
    </message>
    <message>
        <source>the submit time is not a time: &quot;%1&quot;</source>
        <translation>提交时间不是有效的时间：“%1”</translation>
    </message>
    <message>
        <source>the start time is not a time: &quot;%1&quot;</source>
        <translation>开始时间不是有效的时间：“%1”</translation>
    </message>
    <message>
        <source>the end time is not a time: &quot;%1&quot;</source>
        <translation>结束时间不是有效的时间：“%1”</translation>
    </message>
    <message>
        <source>the job started before it was submitted</source>
        <translation>作业的开始时间早于提交时间</translation>
    </message>
    <message>
        <source>the time limit is not a duration: &quot;%1&quot;</source>
        <translation>时间限制不是有效的时长：“%1”</translation>
    </message>
</context>
<context>
    <name>ScriptFileReader</name>
    <message>
        <source>%1 is too large for a batch script (over %2 KB).</source>
        <translation>%1 太大，不像批处理脚本（超过 %2 KB）。</translation>
    </message>
    <message>
        <source>%1 is not a text file.</source>
        <translation>%1 不是文本文件。</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text.</source>
        <translation>%1 不是 UTF-8 文本。</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 是空的。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>SlurmRunnerFactory</name>
    <message>
        <source>Invalid timeout in the backend URL</source>
        <translation>后端 URL 中的超时值无效</translation>
    </message>
    <message>
        <source>slurm:// runs the commands on this machine; use slurm+ssh://host for a login node</source>
        <translation>slurm:// 在本机运行命令；登录节点请使用 slurm+ssh://host</translation>
    </message>
    <message>
        <source>slurm+ssh:// needs a login host: slurm+ssh://user@host</source>
        <translation>slurm+ssh:// 需要登录主机：slurm+ssh://user@host</translation>
    </message>
    <message>
        <source>Slurm commands can only be run for slurm:// and slurm+ssh:// backends</source>
        <translation>只有 slurm:// 和 slurm+ssh:// 后端可以运行 Slurm 命令</translation>
    </message>
    <message>
        <source>Refusing the ssh configuration file named in the backend URL</source>
        <translation>拒绝使用后端 URL 中指定的 ssh 配置文件</translation>
    </message>
</context>
<context>
    <name>SplitResubmit</name>
    <message>
        <source>Could not submit part %1 of %2 (%3); the parts sent were withdrawn and job %4 keeps waiting.</source>
        <translation>无法提交第 %1/%2 部分（%3）；已提交的部分已撤回，作业 %4 继续等待。</translation>
    </message>
    <message>
        <source>Could not submit part %1 of %2 (%3), nor withdraw %4; job %5 keeps waiting.</source>
        <translation>无法提交第 %1/%2 部分（%3），也无法撤回 %4；作业 %5 继续等待。</translation>
    </message>
    <message>
        <source>Could not cancel job %1 (%2); its parts %3 were withdrawn again.</source>
        <translation>无法取消作业 %1（%2）；其拆分部分 %3 已重新撤回。</translation>
    </message>
    <message>
        <source>Could not cancel job %1 (%2), nor withdraw its parts %3: both are queued now.</source>
        <translation>无法取消作业 %1（%2），也无法撤回其拆分部分 %3：两者现在都在排队。</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled job %1 and split it into %n job(s): %2.</source>
        <translation>
            <numerusform>已取消作业 %1，并将其拆分为 %n 个作业：%2。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SshCommandRunner</name>
    <message>
        <source>Environment variables sent over ssh need plain names and one-line values</source>
        <translation>通过 ssh 传递的环境变量需要使用普通名称和单行取值</translation>
    </message>
</context>
<context>
    <name>SshConfigFile</name>
    <message>
        <source>a backend URL cannot choose the ssh configuration file %1 (it can run commands on this computer); name it with --ssh-config, or use ~/.ssh/config</source>
        <translation>后端 URL 不能指定 ssh 配置文件 %1（它可以在本机上运行命令）；请用 --ssh-config 指定，或使用 ~/.ssh/config</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the ssh configuration file %1 is a symbolic link</source>
        <translation>ssh 配置文件 %1 是符号链接</translation>
    </message>
    <message>
        <source>the ssh configuration file %1 is not a regular file</source>
        <translation>ssh 配置文件 %1 不是普通文件</translation>
    </message>
    <message>
        <source>the ssh configuration file %1 belongs to another user</source>
        <translation>ssh 配置文件 %1 属于其他用户</translation>
    </message>
    <message>
        <source>the ssh configuration file %1 can be changed by other users</source>
        <translation>其他用户可以修改 ssh 配置文件 %1</translation>
    </message>
</context>
<context>
    <name>SshControlDirectory</name>
    <message>
        <source>No private directory for ssh&apos;s connection sockets</source>
        <translation>没有供 ssh 连接套接字使用的私有目录</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 is a symbolic link</source>
        <translation>%1 是符号链接</translation>
    </message>
    <message>
        <source>%1 is not a directory</source>
        <translation>%1 不是目录</translation>
    </message>
    <message>
        <source>%1 belongs to another user (uid %2)</source>
        <translation>%1 属于其他用户（uid %2）</translation>
    </message>
    <message>
        <source>%1 can be used by other users (mode %2, expected 700)</source>
        <translation>其他用户可以使用 %1（权限 %2，应为 700）</translation>
    </message>
    <message>
        <source>ssh connection sharing needs Unix sockets</source>
        <translation>ssh 连接共享需要 Unix 套接字</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
</context>
<context>
    <name>StartForecast</name>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message numerus="yes">
        <source>asks for %n GPU(s), more than QOS %1 allows one user (%2)</source>
        <translation>
            <numerusform>申请 %n 个 GPU，超过 QOS %1 允许单个用户使用的数量（%2）</numerusform>
        </translation>
    </message>
    <message>
        <source>its time limit is above the partition&apos;s maximum</source>
        <translation>其时间限制超过分区的最大值</translation>
    </message>
    <message numerus="yes">
        <source>the partition has only %n usable GPU(s) of this type</source>
        <translation>
            <numerusform>该分区只有 %n 个此类型的可用 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>the scheduler says so (%1)</source>
        <translation>调度器如此判定（%1）</translation>
    </message>
    <message>
        <source>%1; %2 in the last %3</source>
        <translation>%1；最近 %3 内有 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n similar job(s)</source>
        <translation>
            <numerusform>%n 个类似作业</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>Never starts as written: %1</source>
        <translation>按当前写法永远不会启动：%1</translation>
    </message>
    <message>
        <source>Held: starts after release, then in about %1</source>
        <translation>已挂起：释放后才会启动，之后约 %1</translation>
    </message>
    <message>
        <source>Held: starts after release</source>
        <translation>已挂起：释放后才会启动</translation>
    </message>
    <message>
        <source>Too little history for this partition to forecast</source>
        <translation>该分区的历史数据太少，无法预测</translation>
    </message>
    <message>
        <source>P90: longer than anything seen here (%1)</source>
        <translation>P90：比这里见过的任何等待都长（%1）</translation>
    </message>
    <message>
        <source>Counted from its begin time</source>
        <translation>从其开始时间起算</translation>
    </message>
    <message>
        <source>under a minute</source>
        <translation>不到一分钟</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>Around %1 (in %2); the 90% bound is longer than anything seen here (%3).</source>
        <translation>约在 %1（%2后）；90% 上界比这里见过的任何等待都长（%3）。</translation>
    </message>
    <message>
        <source>Around %1 (in %2); 90% chance by %3 (in %4).</source>
        <translation>约在 %1（%2后）；90% 的可能在 %3 前（%4后）。</translation>
    </message>
    <message numerus="yes">
        <source>%n eligible job(s) ahead needing %1 GPU(s)</source>
        <translation>
            <numerusform>前面有 %n 个可调度作业，共需 %1 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n eligible job(s) ahead</source>
        <translation>
            <numerusform>前面有 %n 个可调度作业</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) pending in the partition needing %1 GPU(s)</source>
        <translation>
            <numerusform>该分区有 %n 个排队作业，共需 %1 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) pending in the partition needing %1 CPU(s)</source>
        <translation>
            <numerusform>该分区有 %n 个排队作业，共需 %1 个 CPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Over the per-user cap of %n GPU(s) (%1): waits until %2&apos;s own jobs free enough, about %3</source>
        <translation>
            <numerusform>超过每用户 %n 个 GPU 的上限（%1）：需等 %2 自己的作业释放足够的 GPU，约在 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Waits for room in its licences (%1): by %2 at the latest if the jobs holding them run to their time limits</source>
        <translation>等待所需许可证（%1）有空余：若占用它们的作业运行到时间上限，最晚在 %2</translation>
    </message>
    <message>
        <source>Waits for room under a group GPU cap: by %1 at the latest if the jobs holding it run to their time limits</source>
        <translation>等待组 GPU 上限有空余：若占用它的作业运行到时间上限，最晚在 %1</translation>
    </message>
    <message>
        <source>account %1</source>
        <translation>账户 %1</translation>
    </message>
    <message>
        <source>QOS %1</source>
        <translation>QOS %1</translation>
    </message>
    <message>
        <source>Waits for room under the %1-GPU cap of %2, shared by its users: by %3 at the latest if the jobs holding it run to their time limits</source>
        <translation>等待%2 的 %1 块 GPU 上限（其所有用户共用）有空余：若占用它的作业运行到时间上限，最晚在 %3</translation>
    </message>
    <message>
        <source>Waits for the jobs it depends on (%1) to end: about %2 if they run to their time limits, then for the queue</source>
        <translation>等待其依赖的作业（%1）结束：若它们运行到时间上限，约在 %2；之后再排队</translation>
    </message>
    <message>
        <source>the partition has no usable %1 GPUs</source>
        <translation>该分区没有可用的 %1 GPU</translation>
    </message>
    <message>
        <source>the partition has no usable GPUs</source>
        <translation>该分区没有可用的 GPU</translation>
    </message>
</context>
<context>
    <name>SwfTraceReader</name>
    <message>
        <source>submit time</source>
        <translation>提交时间</translation>
    </message>
    <message>
        <source>wait time</source>
        <translation>等待时间</translation>
    </message>
    <message>
        <source>run time</source>
        <translation>运行时间</translation>
    </message>
    <message>
        <source>allocated processors</source>
        <translation>已分配处理器数</translation>
    </message>
    <message>
        <source>requested processors</source>
        <translation>申请的处理器数</translation>
    </message>
    <message>
        <source>requested time</source>
        <translation>申请的时间</translation>
    </message>
    <message>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>user id</source>
        <translation>用户 ID</translation>
    </message>
    <message>
        <source>queue number</source>
        <translation>队列编号</translation>
    </message>
    <message>
        <source>partition number</source>
        <translation>分区编号</translation>
    </message>
    <message>
        <source>field %1</source>
        <translation>第 %1 个字段</translation>
    </message>
    <message>
        <source>line %1 is longer than %2 bytes: not a workload log</source>
        <translation>第 %1 行超过 %2 字节：不是工作负载日志</translation>
    </message>
    <message>
        <source>the workload log is empty</source>
        <translation>工作负载日志为空</translation>
    </message>
    <message>
        <source>UnixStartTime &quot;%1&quot; is not a Unix time</source>
        <translation>UnixStartTime“%1”不是 Unix 时间</translation>
    </message>
    <message>
        <source>%1 field(s), a job has %2</source>
        <translation>有 %1 个字段，一个作业应有 %2 个</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a number</source>
        <translation>%1“%2”不是数字</translation>
    </message>
    <message>
        <source>the wait time is unknown (%1)</source>
        <translation>等待时间未知（%1）</translation>
    </message>
    <message>
        <source>the submit time is negative (%1)</source>
        <translation>提交时间为负数（%1）</translation>
    </message>
    <message>
        <source>more processors than any machine has</source>
        <translation>处理器数超过任何机器所有</translation>
    </message>
    <message>
        <source>longer than %1 bytes</source>
        <translation>超过 %1 字节</translation>
    </message>
</context>
<context>
    <name>TraceFileImport</name>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>无法导入 %1：%2</translation>
    </message>
    <message>
        <source>The demo platform comes with its own simulated past; a queue log goes into a real cluster&apos;s history</source>
        <translation>演示平台自带模拟的历史记录；队列日志只能导入真实集群的历史记录</translation>
    </message>
    <message>
        <source>A queue log is imported into one Slurm cluster&apos;s history (slurm://, slurm+ssh:// or slurm+rest://)</source>
        <translation>队列日志只能导入单个 Slurm 集群的历史记录（slurm://、slurm+ssh:// 或 slurm+rest://）</translation>
    </message>
</context>
<context>
    <name>TraceReader</name>
    <message>
        <source>cannot read trace %1: %2</source>
        <translation>无法读取跟踪文件 %1：%2</translation>
    </message>
    <message>
        <source>line %1: the header lacks column(s) %2</source>
        <translation>第 %1 行：表头缺少列 %2</translation>
    </message>
    <message>
        <source>%1 field(s), the header has %2</source>
        <translation>有 %1 个字段，而表头有 %2 个</translation>
    </message>
    <message>
        <source>empty job_id</source>
        <translation>job_id 为空</translation>
    </message>
    <message>
        <source>start_ts is before submit_ts</source>
        <translation>start_ts 早于 submit_ts</translation>
    </message>
    <message>
        <source>the trace is empty (no header line)</source>
        <translation>跟踪文件为空（没有表头行）</translation>
    </message>
    <message>
        <source>end_ts is before submit_ts</source>
        <translation>end_ts 早于 submit_ts</translation>
    </message>
    <message>
        <source>line %1 is longer than %2 bytes: not a trace</source>
        <translation>第 %1 行超过 %2 字节：不是跟踪文件</translation>
    </message>
    <message>
        <source>longer than %1 bytes</source>
        <translation>超过 %1 字节</translation>
    </message>
    <message>
        <source>submit_ts &quot;%1&quot; is not a time (Unix seconds or an ISO 8601 date)</source>
        <translation>submit_ts“%1”不是时间（Unix 秒数或 ISO 8601 日期）</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a time (Unix seconds or an ISO 8601 date)</source>
        <translation>%1“%2”不是时间（Unix 秒数或 ISO 8601 日期）</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a count from 0 to %3</source>
        <translation>%1“%2”不是 0 到 %3 之间的计数</translation>
    </message>
    <message>
        <source>the file is compressed: decompress it first (%1)</source>
        <translation>文件已压缩：请先解压（%1）</translation>
    </message>
    <message>
        <source>submit_ts &quot;%1&quot; is negative: the submit time is unknown</source>
        <translation>submit_ts“%1”为负数：提交时间未知</translation>
    </message>
    <message>
        <source>submit_ts is missing (&quot;%1&quot;): a job&apos;s wait counts from its submit time</source>
        <translation>submit_ts 缺失（&quot;%1&quot;）：作业的等待时间从其提交时间算起</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; looks like milliseconds since 1970 (%3 UTC): the log&apos;s times must be in seconds</source>
        <translation>%1“%2”看起来是自 1970 年起的毫秒数（%3 UTC）：日志中的时间必须以秒为单位</translation>
    </message>
</context>
<context>
    <name>UsageAdvisor</name>
    <message>
        <source>Pay per use</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>Monthly instance</source>
        <translation>包月实例</translation>
    </message>
    <message>
        <source>Own hardware</source>
        <translation>自有硬件</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Why your GPU jobs wait, and when they will start.</source>
        <translation>你的 GPU 作业为何在等待，何时会开始。</translation>
    </message>
    <message>
        <source>Backend URL (default: the last one used, else demo://).</source>
        <translation>后端 URL（默认：上次使用的 URL，若无则为 demo://）。</translation>
    </message>
    <message>
        <source>url</source>
        <translation>url</translation>
    </message>
    <message>
        <source>User interface language: en or zh_CN.</source>
        <translation>界面语言：en 或 zh_CN。</translation>
    </message>
    <message>
        <source>lang</source>
        <translation>语言</translation>
    </message>
</context>
<context>
    <name>qc::AccountingImportAction</name>
    <message>
        <source>&amp;Import accounting history…</source>
        <translation>导入记账历史(&amp;I)…</translation>
    </message>
    <message>
        <source>Read this cluster&apos;s finished jobs from Slurm accounting (sacct) into its history, for busy hours and wait forecasts.</source>
        <translation>从 Slurm 记账（sacct）读取该集群已结束的作业到历史记录，用于繁忙时段和等待预测。</translation>
    </message>
    <message>
        <source>Import accounting history</source>
        <translation>导入记账历史</translation>
    </message>
    <message>
        <source>Import finished jobs from Slurm accounting since (YYYY-MM-DD, or now-7d):</source>
        <translation>从以下日期起导入 Slurm 记账中已结束的作业（YYYY-MM-DD 或 now-7d）：</translation>
    </message>
    <message>
        <source>Cannot read the start date &quot;%1&quot;: use e.g. %2 or now-7d, in the past.</source>
        <translation>无法识别起始日期“%1”：请使用过去的时间，例如 %2 或 now-7d。</translation>
    </message>
    <message>
        <source>Importing finished jobs from Slurm accounting since %1…</source>
        <translation>正在从 Slurm 记账导入自 %1 以来已结束的作业…</translation>
    </message>
    <message>
        <source>Accounting import failed: %1</source>
        <translation>记账导入失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n finished job(s) from Slurm accounting: %1 new, %2 line(s) unreadable.</source>
        <translation>
            <numerusform>已从 Slurm 记账导入 %n 个已结束作业：%1 个为新增，%2 行无法读取。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qc::AlertsController</name>
    <message>
        <source>Position alert</source>
        <translation>排队位置提醒</translation>
    </message>
    <message>
        <source>Tell me when one of my jobs reaches position:</source>
        <translation>当我的某个作业排到以下位置时提醒我：</translation>
    </message>
    <message>
        <source>&amp;Alerts</source>
        <translation>提醒(&amp;A)</translation>
    </message>
    <message>
        <source>When my job starts</source>
        <translation>我的作业开始时</translation>
    </message>
    <message>
        <source>When why it waits changes</source>
        <translation>等待原因变化时</translation>
    </message>
    <message>
        <source>When my job reaches a queue position</source>
        <translation>我的作业排到指定位置时</translation>
    </message>
    <message>
        <source>When my job can never start</source>
        <translation>我的作业永远无法开始时</translation>
    </message>
    <message>
        <source>Position to alert at: %1…</source>
        <translation>提醒位置：%1…</translation>
    </message>
    <message>
        <source>QueueCast</source>
        <translation>QueueCast</translation>
    </message>
</context>
<context>
    <name>qc::AlternativesDialog</name>
    <message>
        <source>in %1</source>
        <translation>%1后</translation>
    </message>
    <message>
        <source>%1 earlier</source>
        <translation>提前 %1</translation>
    </message>
    <message>
        <source>%1 later</source>
        <translation>推迟 %1</translation>
    </message>
    <message>
        <source>Apply…</source>
        <translation>应用…</translation>
    </message>
    <message>
        <source>Alternatives for job %1</source>
        <translation>作业 %1 的替代方案</translation>
    </message>
    <message>
        <source>Expected start and finish if you changed the job, from the same forecast as its own. Click a column to sort.</source>
        <translation>如果调整作业，预计的开始和完成时间（与作业自身使用同一预测）。点击列标题排序。</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>调整</translation>
    </message>
    <message>
        <source>Start (P50)</source>
        <translation>开始（P50）</translation>
    </message>
    <message>
        <source>Start (P90)</source>
        <translation>开始（P90）</translation>
    </message>
    <message>
        <source>Finish (P50)</source>
        <translation>完成（P50）</translation>
    </message>
    <message>
        <source>Gain (finish)</source>
        <translation>提前（完成）</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU·小时</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>允许</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>否：%1</translation>
    </message>
    <message>
        <source>Select an alternative to apply it.</source>
        <translation>选择一个替代方案以应用它。</translation>
    </message>
    <message>
        <source>Not possible here: %1</source>
        <translation>此处不可行：%1</translation>
    </message>
    <message>
        <source>This is the job as it stands: nothing to apply.</source>
        <translation>这是作业的现状：无需应用。</translation>
    </message>
</context>
<context>
    <name>qc::Backend</name>
    <message>
        <source>This backend has no cheap reachability check</source>
        <translation>此后端没有轻量的连通性检查</translation>
    </message>
</context>
<context>
    <name>qc::BusyHoursView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>Median wait</source>
        <translation>等待时间中位数</translation>
    </message>
    <message>
        <source>90th percentile wait</source>
        <translation>等待时间 90 分位数</translation>
    </message>
    <message>
        <source>Pending GPU pressure</source>
        <translation>排队 GPU 压力</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>最近 24 小时</translation>
    </message>
    <message>
        <source>Pressure (pending GPUs / GPUs)</source>
        <translation>压力（排队 GPU / GPU 总数）</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>All regions</source>
        <translation>所有区域</translation>
    </message>
    <message>
        <source>
pending GPU pressure %1</source>
        <translation>
排队 GPU 压力 %1</translation>
    </message>
    <message>
        <source>
too little data to trust</source>
        <translation>
数据太少，不可靠</translation>
    </message>
    <message>
        <source>Busy hours by submit time (%1)</source>
        <translation>按提交时间统计的繁忙时段（%1）</translation>
    </message>
    <message>
        <source>short wait</source>
        <translation>等待短</translation>
    </message>
    <message>
        <source>long wait</source>
        <translation>等待长</translation>
    </message>
    <message>
        <source>%1 %2
pressure %3, utilisation %4%</source>
        <translation>%1 %2
压力 %3，利用率 %4%</translation>
    </message>
    <message>
        <source>Load per region</source>
        <translation>各区域负载</translation>
    </message>
    <message>
        <source>No history yet: QueueCast records while it watches; import past jobs from accounting or a trace.</source>
        <translation>暂无历史数据：QueueCast 会在监视期间记录；也可以从 Slurm 记账数据或跟踪文件导入过去的作业。</translation>
    </message>
    <message numerus="yes">
        <source>From %n finished job(s) and %1 samples. Hatched cells have too little data (fewer than 5 users or 20 jobs); %2 of 168 are hatched.</source>
        <translation>
            <numerusform>基于 %n 个已结束作业和 %1 个采样。带斜线的格子数据太少（少于 5 个用户或 20 个作业）；168 个格子中有 %2 个带斜线。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2:00–%3:00 (%4)
median wait %5, 90 percent within %6
%n job(s)</source>
        <translation>
            <numerusform>%1 %2:00–%3:00（%4）
等待中位数 %5，90% 在 %6 内开始
%n 个作业</numerusform>
        </translation>
    </message>
    <message>
        <source>idle (0)</source>
        <translation>空闲（0）</translation>
    </message>
    <message>
        <source>busiest (%1)</source>
        <translation>最繁忙（%1）</translation>
    </message>
    <message>
        <source>short wait (%1)</source>
        <translation>等待短（%1）</translation>
    </message>
    <message>
        <source>long wait (%1)</source>
        <translation>等待长（%1）</translation>
    </message>
    <message>
        <source>low (0)</source>
        <translation>低（0）</translation>
    </message>
    <message>
        <source>low (0%)</source>
        <translation>低（0%）</translation>
    </message>
    <message>
        <source>high (%1)</source>
        <translation>高（%1）</translation>
    </message>
    <message>
        <source>high (%1%)</source>
        <translation>高（%1%）</translation>
    </message>
    <message>
        <source>Why jobs waited</source>
        <translation>作业为何等待</translation>
    </message>
    <message>
        <source>Why jobs waited, by the hour they waited (%1)</source>
        <translation>作业为何等待（按等待发生的小时，%1）</translation>
    </message>
    <message numerus="yes">
        <source>From %n stored change(s) of the jobs&apos; causes. Each cell is coloured by the cause jobs waited on longest during that hour; hatched cells saw fewer than 3 jobs or 10 minutes of waiting; %1 of 168 are hatched.</source>
        <translation>
            <numerusform>来自 %n 条已保存的作业原因变化。每个格子按该小时内作业等待最久的原因着色；带斜线的格子少于 3 个作业或等待不足 10 分钟；168 格中有 %1 格带斜线。</numerusform>
        </translation>
    </message>
    <message>
        <source>
%1: %2 (%3%)</source>
        <translation>
%1：%2（%3%）</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2:00–%3:00 (%4)
waiting seen: %5 over %n job(s)</source>
        <translation>
            <numerusform>%1 %2:00–%3:00（%4）
观察到的等待：%5，共 %n 个作业</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>median %1 over %n job(s) seen starting up</source>
        <translation>
            <numerusform>中位数 %1（观察到 %n 个作业启动）</numerusform>
        </translation>
    </message>
    <message>
        <source>none seen</source>
        <translation>尚未观察到</translation>
    </message>
    <message numerus="yes">
        <source>Start-up (allocated to running: image pull, staging, prolog) in %1: %2; %n job(s) went from pending to running within one refresh.</source>
        <translation>
            <numerusform>%1 的启动时间（从分配到运行：拉取镜像、准备数据、prolog）：%2；%n 个作业在一次刷新内从排队直接进入运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 (%n job(s))</source>
        <translation>
            <numerusform>%1 %2（%n 个作业）</numerusform>
        </translation>
    </message>
    <message>
        <source>Start-up (allocated to running): none seen yet.</source>
        <translation>启动时间（从分配到运行）：尚未观察到。</translation>
    </message>
    <message>
        <source>Median start-up (allocated to running) per region: %1.</source>
        <translation>各区域启动时间中位数（从分配到运行）：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the regions of a list</comment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>qc::CauseBreakdownChart</name>
    <message>
        <source>Pending GPUs by why they wait</source>
        <translation>排队中的 GPU（按等待原因）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2: %n pending GPU(s) (%3% of %4 there)</source>
        <translation>
            <numerusform>%1 — %2：%n 个排队 GPU（占该处 %4 个的 %3%）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>qc::CompositeBackend</name>
    <message>
        <source>%1 (stale since %2: %3)</source>
        <translation>%1（自 %2 起数据过期：%3）</translation>
    </message>
    <message>
        <source>%1 (not connected: %2)</source>
        <translation>%1（未连接：%2）</translation>
    </message>
    <message>
        <source>Clusters: %1</source>
        <translation>集群：%1</translation>
    </message>
    <message>
        <source>The job id &quot;%1&quot; names none of the connected clusters</source>
        <translation>作业 ID“%1”不属于任何已连接的集群</translation>
    </message>
    <message>
        <source>&quot;%1&quot; belongs to none of the connected clusters (expected cluster/name)</source>
        <translation>“%1”不属于任何已连接的集群（应为 集群/名称）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; belongs to another cluster than this job</source>
        <translation>“%1”与此作业属于不同的集群</translation>
    </message>
    <message>
        <source>The backend was closed</source>
        <translation>后端已关闭</translation>
    </message>
    <message>
        <source>None of the clusters answered</source>
        <translation>所有集群均无响应</translation>
    </message>
    <message>
        <source>A job on cluster %1 can depend only on jobs of %1, written “%1:&lt;job id&gt;”: %2</source>
        <translation>集群 %1 上的作业只能依赖 %1 的作业，写作“%1:&lt;作业 ID&gt;”：%2</translation>
    </message>
</context>
<context>
    <name>qc::ConnectionStatusBar</name>
    <message>
        <source>Auto-retry, job %1: %2</source>
        <translation>自动重试，作业 %1：%2</translation>
    </message>
    <message>
        <source>Policies not saved: %1</source>
        <translation>策略未保存：%1</translation>
    </message>
    <message>
        <source>History not saved: %1</source>
        <translation>历史数据未保存：%1</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>Refresh failed: %1 — showing the last good data</source>
        <translation>刷新失败：%1 — 显示最后一次成功获取的数据</translation>
    </message>
    <message>
        <source>No data yet</source>
        <translation>暂无数据</translation>
    </message>
    <message numerus="yes">
        <source>Data from %n s ago</source>
        <translation>
            <numerusform>数据来自 %n 秒前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Data from %n min ago</source>
        <translation>
            <numerusform>数据来自 %n 分钟前</numerusform>
        </translation>
    </message>
    <message>
        <source>STALE — %1</source>
        <translation>已过时 — %1</translation>
    </message>
    <message numerus="yes">
        <source>reading the job list: %1 MB, %n job(s) so far</source>
        <translation>
            <numerusform>正在读取作业列表：已收到 %1 MB，共 %n 个作业</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>refreshed every %n s (refreshing takes long here)</source>
        <translation>
            <numerusform>每 %n 秒刷新一次（此处刷新耗时较长）</numerusform>
        </translation>
    </message>
    <message>
        <source>Policies not loaded: %1</source>
        <translation>策略未能加载：%1</translation>
    </message>
    <message>
        <source>Auto-retry off: policies not loaded</source>
        <translation>自动重试已停用：策略未能加载</translation>
    </message>
</context>
<context>
    <name>qc::ConnectionTester</name>
    <message>
        <source>%1 is not installed or not on PATH</source>
        <translation>%1 未安装或不在 PATH 中</translation>
    </message>
    <message numerus="yes">
        <source>Connected to %1: %n job(s)</source>
        <translation>
            <numerusform>已连接到 %1：%n 个作业</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partition(s)</source>
        <translation>
            <numerusform>%n 个分区</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection test was closed before it finished.</source>
        <translation>连接测试在完成前已被关闭。</translation>
    </message>
    <message>
        <source>Not even slurmrestd&apos;s ping came back. The host may be down or behind a firewall, or slurmrestd is overloaded; check the address and port.</source>
        <translation>连 slurmrestd 的 ping 都没有返回。主机可能已宕机或位于防火墙之后，或者 slurmrestd 负载过重；请检查地址和端口。</translation>
    </message>
    <message>
        <source>Connected to %1: the controller answers in %2 ms</source>
        <translation>已连接到 %1：控制器在 %2 毫秒内应答</translation>
    </message>
    <message>
        <source>Slurm %1</source>
        <translation>Slurm %1</translation>
    </message>
    <message>
        <source>API %1</source>
        <translation>API %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) pending</source>
        <translation>
            <numerusform>%n 个作业排队中</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n 个运行中</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qc::HeatmapWidget</name>
    <message>
        <source>No data yet</source>
        <translation>暂无数据</translation>
    </message>
</context>
<context>
    <name>qc::HistoryImportAction</name>
    <message>
        <source>Connect to a cluster first.</source>
        <translation>请先连接集群。</translation>
    </message>
    <message>
        <source>An import is running.</source>
        <translation>正在导入。</translation>
    </message>
</context>
<context>
    <name>qc::JobActionController</name>
    <message numerus="yes">
        <source>%1: done for %n job(s)</source>
        <translation>
            <numerusform>%1：已完成 %n 个作业</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 failed — %2</source>
        <translation>%1 失败 — %2</translation>
    </message>
    <message>
        <source>Only the owner (or an operator) can change these jobs.</source>
        <translation>只有作业所有者（或管理员）才能修改这些作业。</translation>
    </message>
    <message>
        <source>Only pending jobs can be changed this way.</source>
        <translation>只有排队中的作业才能这样修改。</translation>
    </message>
    <message>
        <source>This cluster does not let you do this.</source>
        <translation>此集群不允许你执行此操作。</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>挂起</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>解除挂起</translation>
    </message>
    <message>
        <source>Let others go first (nice +100)</source>
        <translation>让其他作业先运行（nice +100）</translation>
    </message>
    <message>
        <source>Lower priority</source>
        <translation>降低优先级</translation>
    </message>
    <message>
        <source>Move to</source>
        <translation>移到</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>移到 %1</translation>
    </message>
    <message>
        <source>Requeue</source>
        <translation>重新排队</translation>
    </message>
    <message>
        <source>Only running jobs can be requeued.</source>
        <translation>只有运行中的作业才能重新排队。</translation>
    </message>
    <message>
        <source>Cancel…</source>
        <translation>取消…</translation>
    </message>
    <message>
        <source>Cancel jobs</source>
        <translation>取消作业</translation>
    </message>
    <message numerus="yes">
        <source>Cancel %n job(s)? This cannot be undone.</source>
        <translation>
            <numerusform>取消 %n 个作业？此操作无法撤销。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Reprioritize…</source>
        <translation>调整优先级…</translation>
    </message>
    <message>
        <source>Move…</source>
        <translation>移动…</translation>
    </message>
    <message>
        <source>Change times…</source>
        <translation>修改时间…</translation>
    </message>
    <message>
        <source>Select one or more of your jobs first.</source>
        <translation>请先选择一个或多个你的作业。</translation>
    </message>
    <message numerus="yes">
        <source>Keep %n job(s) from starting</source>
        <translation>
            <numerusform>暂不启动 %n 个作业</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Let %n held job(s) start</source>
        <translation>
            <numerusform>允许 %n 个被挂起的作业启动</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change nice or QOS of %n job(s), with the effect on their position</source>
        <translation>
            <numerusform>修改 %n 个作业的 nice 或 QOS，并预览对排队位置的影响</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n job(s) to another partition</source>
        <translation>
            <numerusform>将 %n 个作业移到其他分区</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished jobs have no times to change.</source>
        <translation>已结束的作业没有可修改的时间。</translation>
    </message>
    <message numerus="yes">
        <source>Change start time or time limit of %n job(s)</source>
        <translation>
            <numerusform>修改 %n 个作业的开始时间或时间限制</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancel %n job(s)</source>
        <translation>
            <numerusform>取消 %n 个作业</numerusform>
        </translation>
    </message>
    <message>
        <source>Change priority</source>
        <translation>修改优先级</translation>
    </message>
    <message>
        <source>Change times</source>
        <translation>修改时间</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>安排</translation>
    </message>
    <message>
        <source>%1: not possible here: %2</source>
        <translation>%1：此处不可行：%2</translation>
    </message>
    <message>
        <source>Apply to job %1: %2?</source>
        <translation>对作业 %1 应用：%2？</translation>
    </message>
    <message>
        <source>Request: update job %1: %2</source>
        <translation>请求：更新作业 %1：%2</translation>
    </message>
    <message>
        <source>Expected to start in %1 instead of %2.</source>
        <translation>预计 %1 后开始，而不是 %2 后。</translation>
    </message>
    <message>
        <source>Apply alternative</source>
        <translation>应用替代方案</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Resubmit job %1: %2?</source>
        <translation>重新提交作业 %1：%2？</translation>
    </message>
    <message>
        <source>Request: submit this, then cancel job %1 only if it is still waiting:</source>
        <translation>请求：先提交以下内容，仅当作业 %1 仍在等待时再取消它：</translation>
    </message>
    <message numerus="yes">
        <source>with %n GPU(s)</source>
        <translation>
            <numerusform>改用 %n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Split job %1: %2?</source>
        <translation>拆分作业 %1：%2？</translation>
    </message>
    <message numerus="yes">
        <source>Request: submit these %n job(s), then cancel job %1 only if it is still waiting:</source>
        <translation>
            <numerusform>请求：提交以下 %n 个作业，然后仅在作业 %1 仍在等待时取消它：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qc::JobDetailPane</name>
    <message>
        <source>Select a job to see why it waits.</source>
        <translation>选择一个作业，查看它为何在等待。</translation>
    </message>
    <message>
        <source>Stale: the last refresh failed; this is the last good data.</source>
        <translation>数据已过时：上次刷新失败；这里显示的是最后一次成功获取的数据。</translation>
    </message>
    <message>
        <source>Why it waits</source>
        <translation>等待原因</translation>
    </message>
    <message>
        <source>inferred from the cluster&apos;s state</source>
        <translation>根据集群状态推断</translation>
    </message>
    <message>
        <source>Also holding it:</source>
        <translation>其他阻碍因素：</translation>
    </message>
    <message>
        <source>What you can do</source>
        <translation>你可以这样做</translation>
    </message>
    <message>
        <source>Place in the queue</source>
        <translation>排队位置</translation>
    </message>
    <message numerus="yes">
        <source>Ahead: %n job(s), %1 GPUs, ~%2 GPU-hours by time limit</source>
        <translation>
            <numerusform>前面：%n 个作业，%1 块 GPU，按时间限制约 %2 GPU·小时</numerusform>
        </translation>
    </message>
    <message>
        <source>Scheduler&apos;s estimated start:</source>
        <translation>调度器预计开始时间：</translation>
    </message>
    <message>
        <source>All fields</source>
        <translation>全部字段</translation>
    </message>
    <message>
        <source>Job id</source>
        <translation>作业 ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>账户</translation>
    </message>
    <message>
        <source>Region / partition</source>
        <translation>区域 / 分区</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Scheduler reason</source>
        <translation>调度器原因</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>时间限制</translation>
    </message>
    <message>
        <source>QOS / tier</source>
        <translation>QOS / 档位</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>优先级</translation>
    </message>
    <message>
        <source>Nice</source>
        <translation>nice 值</translation>
    </message>
    <message>
        <source>Storage IO (licenses)</source>
        <translation>存储 IO（许可证）</translation>
    </message>
    <message>
        <source>Dependency</source>
        <translation>依赖</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>提交时间</translation>
    </message>
    <message>
        <source>Eligible</source>
        <translation>可调度时间</translation>
    </message>
    <message>
        <source>Begin time</source>
        <translation>指定开始时间</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>Nodes used</source>
        <translation>所用节点</translation>
    </message>
    <message>
        <source>Working directory</source>
        <translation>工作目录</translation>
    </message>
    <message>
        <source>While QueueCast watched</source>
        <translation>QueueCast 观察期间</translation>
    </message>
    <message>
        <source>When it will likely start</source>
        <translation>预计何时开始</translation>
    </message>
    <message>
        <source>Many jobs there are still waiting: the 90% bound may be too low.</source>
        <translation>该处仍有许多作业在等待：90% 上界可能偏低。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Estimate over time:</source>
        <translation>预测随时间的变化：</translation>
    </message>
    <message>
        <source>Auto-retry policy</source>
        <translation>自动重试策略</translation>
    </message>
    <message>
        <source>No active policy.</source>
        <translation>没有生效的策略。</translation>
    </message>
    <message>
        <source>Counted from its begin time, %1.</source>
        <translation>从其开始时间 %1 起算。</translation>
    </message>
    <message>
        <source>Rests on: %1 (partition %2).</source>
        <translation>依据：%1（分区 %2）。</translation>
    </message>
    <message>
        <source>at least #%1 of %2 eligible pending jobs in %3 (other users&apos; jobs are hidden)</source>
        <translation>在 %3 的 %2 个可调度排队作业中至少排第 %1 位（其他用户的作业不可见）</translation>
    </message>
    <message>
        <source>#%1 of %2 eligible pending jobs in %3</source>
        <translation>在 %3 的 %2 个可调度排队作业中排第 %1 位</translation>
    </message>
    <message>
        <source>All alternatives…</source>
        <translation>全部替代方案…</translation>
    </message>
    <message>
        <source>What you could change</source>
        <translation>可以做的调整</translation>
    </message>
    <message>
        <source>starts %1, done %2 (%3); confidence %4</source>
        <translation>%1开始，%2完成（%3）；可信度%4</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>不可行：%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (under way)</source>
        <translation>%1（进行中）</translation>
    </message>
    <message>
        <source>%1 (end seen on a refresh)</source>
        <translation>%1（结束时间为刷新时所见）</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Submitted %1; allocated %2.</source>
        <translation>提交于 %1；分配于 %2。</translation>
    </message>
    <message>
        <source>Calibration: the bound is the P%1 of similar jobs&apos; waits, times %2; learned from %3 outcomes, last changed %4.</source>
        <translation>校准：上界取相似作业等待时间的 P%1，再乘以 %2；已从 %3 个结果中学习，最近一次调整于 %4。</translation>
    </message>
    <message>
        <source>Calibration: the bound is the P%1 of similar jobs&apos; waits; not adjusted yet.</source>
        <translation>校准：上界取相似作业等待时间的 P%1；尚未调整。</translation>
    </message>
    <message>
        <source>Forecast made at %1 (%2 ago).</source>
        <translation>预测生成于 %1（%2 前）。</translation>
    </message>
    <message>
        <source>Submitted %1; not allocated yet.</source>
        <translation>提交于 %1；尚未分配。</translation>
    </message>
    <message>
        <source>Then leaned towards the bound of the queue&apos;s recent starts: %1 → %2.</source>
        <translation>随后向该队列近期开始作业的上界靠拢：%1 → %2。</translation>
    </message>
</context>
<context>
    <name>qc::JobTableModel</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Why waiting</source>
        <translation>等待原因</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>排队位置</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>提交时间</translation>
    </message>
    <message>
        <source>Start / est.</source>
        <translation>开始 / 预计</translation>
    </message>
    <message>
        <source>Scheduler reason</source>
        <translation>调度器原因</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>启动中</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Completing</source>
        <translation>正在结束</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Node failure</source>
        <translation>节点故障</translation>
    </message>
    <message>
        <source>Preempted</source>
        <translation>被抢占</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Forecast (the detail pane&apos;s): P50 %1 (in %2)</source>
        <translation>预测（与详情面板一致）：P50 %1（%2后）</translation>
    </message>
    <message>
        <source>P90: %1 (in %2)</source>
        <translation>P90：%1（%2后）</translation>
    </message>
    <message>
        <source>Rests on: %1.</source>
        <translation>依据：%1。</translation>
    </message>
    <message>
        <source>The scheduler&apos;s own estimate (its backfill plan); QueueCast&apos;s forecast follows.</source>
        <translation>调度器自己的估计（其回填计划）；QueueCast 的预测稍后给出。</translation>
    </message>
    <message>
        <source>Not before its begin time.</source>
        <translation>不早于其开始时间。</translation>
    </message>
    <message>
        <source>held</source>
        <translation>挂起</translation>
    </message>
    <message>
        <source>never runs</source>
        <translation>永不运行</translation>
    </message>
</context>
<context>
    <name>qc::JobTimeDialog</name>
    <message>
        <source>Change start time and time limit</source>
        <translation>修改开始时间和时间限制</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>保持</translation>
    </message>
    <message>
        <source>As soon as possible</source>
        <translation>尽快开始</translation>
    </message>
    <message>
        <source>Not before:</source>
        <translation>不早于：</translation>
    </message>
    <message>
        <source>This cluster does not let you change the start time.</source>
        <translation>此集群不允许你修改开始时间。</translation>
    </message>
    <message>
        <source>Only pending jobs have a start time to change.</source>
        <translation>只有排队中的作业才能修改开始时间。</translation>
    </message>
    <message>
        <source>Change to:</source>
        <translation>改为：</translation>
    </message>
    <message>
        <source>[days-]hours:minutes:seconds</source>
        <translation>[天-]时:分:秒</translation>
    </message>
    <message>
        <source>Shorter limits often start sooner (backfill).</source>
        <translation>时间限制越短，往往越早开始（回填调度）。</translation>
    </message>
    <message>
        <source>Running jobs: the limit can only go down.</source>
        <translation>运行中的作业：时间限制只能缩短。</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>开始：</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>时间限制：</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) selected.</source>
        <translation>
            <numerusform>已选 %n 个作业。</numerusform>
        </translation>
    </message>
    <message>
        <source>The start time is in the past.</source>
        <translation>开始时间已经过去。</translation>
    </message>
    <message>
        <source>Time limit: cannot read &quot;%1&quot;; use e.g. 04:00:00 or 2-00:00:00.</source>
        <translation>时间限制：无法识别“%1”；请使用如 04:00:00 或 2-00:00:00 的格式。</translation>
    </message>
    <message>
        <source>Job %1 is running: its limit can only go down (now %2).</source>
        <translation>作业 %1 正在运行：时间限制只能缩短（当前 %2）。</translation>
    </message>
    <message>
        <source>%1 allows at most %2.</source>
        <translation>%1 最多允许 %2。</translation>
    </message>
    <message>
        <source>Nothing changes yet.</source>
        <translation>尚无更改。</translation>
    </message>
    <message>
        <source>starts not before %1</source>
        <translation>不早于 %1 开始</translation>
    </message>
    <message>
        <source>may start as soon as possible</source>
        <translation>可尽快开始</translation>
    </message>
    <message>
        <source>time limit %1 (now %2)</source>
        <translation>时间上限 %1（当前 %2）</translation>
    </message>
    <message>
        <source>its GPUs free in about %1 by time limits (now %2)</source>
        <translation>按时间上限估算，约 %1 后有足够 GPU 空闲（当前 %2）</translation>
    </message>
    <message>
        <source>Job %1: %2</source>
        <translation>作业 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more job(s)</source>
        <translation>
            <numerusform>……另有 %n 个作业</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qc::JobsPane</name>
    <message>
        <source>Auto-retry policy…</source>
        <translation>自动重试策略…</translation>
    </message>
    <message>
        <source>Duplicate and edit…</source>
        <translation>复制并编辑…</translation>
    </message>
    <message>
        <source>All regions</source>
        <translation>所有区域</translation>
    </message>
    <message>
        <source>No jobs of yours (user %1) in this view.</source>
        <translation>此视图中没有你的作业（用户 %1）。</translation>
    </message>
    <message>
        <source>No jobs of yours (user %1) match the filter.</source>
        <translation>没有你的作业（用户 %1）符合筛选条件。</translation>
    </message>
    <message>
        <source>On the demo platform you are user “%1”: submit a job with File ▸ Submit job… (Ctrl+N) to see it here.</source>
        <translation>在演示平台上你是用户“%1”：用 文件 ▸ 提交作业…（Ctrl+N）提交一个作业，它就会显示在这里。</translation>
    </message>
    <message>
        <source>All jobs</source>
        <translation>所有作业</translation>
    </message>
    <message>
        <source>My jobs</source>
        <translation>我的作业</translation>
    </message>
    <message>
        <source>All states</source>
        <translation>所有状态</translation>
    </message>
    <message>
        <source>Queued and running</source>
        <translation>排队和运行中</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>Filter by name, id, user…</source>
        <translation>按名称、ID、用户筛选…</translation>
    </message>
</context>
<context>
    <name>qc::KeychainStore</name>
    <message>
        <source>This build of QueueCast has no keychain support: set the token in the SLURM_JWT environment variable</source>
        <translation>此版本的 QueueCast 不支持钥匙串：请在环境变量 SLURM_JWT 中设置令牌</translation>
    </message>
</context>
<context>
    <name>qc::LanguageMenu</name>
    <message>
        <source>The %1 translation is missing; staying in English.</source>
        <translation>缺少 %1 翻译；继续使用英文。</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
</context>
<context>
    <name>qc::LiveLoadChart</name>
    <message>
        <source>Queue length and free GPUs per region (solid: pending jobs, dashed: free GPUs)</source>
        <translation>各区域队列长度与空闲 GPU（实线：排队作业，虚线：空闲 GPU）</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Jobs / GPUs</source>
        <translation>作业 / GPU</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %n job(s) pending</source>
        <translation>
            <numerusform>%1 在 %2：%n 个作业排队</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %n GPU(s) free</source>
        <translation>
            <numerusform>%1 在 %2：%n 个 GPU 空闲</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 pending jobs, solid (now %2)</source>
        <translation>%1 排队作业，实线（当前 %2）</translation>
    </message>
    <message>
        <source>%1 free GPUs, dashed (now %2)</source>
        <translation>%1 空闲 GPU，虚线（当前 %2）</translation>
    </message>
</context>
<context>
    <name>qc::MainWindow</name>
    <message>
        <source>About QueueCast</source>
        <translation>关于 QueueCast</translation>
    </message>
    <message>
        <source>&lt;b&gt;QueueCast %1&lt;/b&gt;&lt;p&gt;Why your GPU job waits, and when it will start.&lt;/p&gt;</source>
        <translation>&lt;b&gt;QueueCast %1&lt;/b&gt;&lt;p&gt;你的 GPU 作业为何在等待，何时会开始。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>QueueCast</source>
        <translation>QueueCast</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Connect to cluster…</source>
        <translation>连接到集群(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;About QueueCast</source>
        <translation>关于 QueueCast(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation>无法连接</translation>
    </message>
    <message>
        <source>Connect to cluster</source>
        <translation>连接到集群</translation>
    </message>
    <message>
        <source>Backend URL (demo://, slurm://, slurm+ssh://user@host, slurm+rest://user@host:port):</source>
        <translation>后端 URL（demo://、slurm://、slurm+ssh://user@host、slurm+rest://user@host:port）：</translation>
    </message>
    <message>
        <source>&amp;Submit job…</source>
        <translation>提交作业(&amp;S)…</translation>
    </message>
    <message>
        <source>Submitted job %1</source>
        <translation>已提交作业 %1</translation>
    </message>
    <message>
        <source>Job actions</source>
        <translation>作业操作</translation>
    </message>
    <message>
        <source>Cluster &amp;profiles…</source>
        <translation>集群配置(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;What am I looking at?</source>
        <translation>这些内容是什么？(&amp;W)</translation>
    </message>
    <message>
        <source>Find jobs</source>
        <translation>查找作业</translation>
    </message>
    <message>
        <source>&amp;Usage and cost…</source>
        <translation>用量与成本(&amp;U)…</translation>
    </message>
</context>
<context>
    <name>qc::MoveDialog</name>
    <message>
        <source>Move to another partition</source>
        <translation>移动到其他分区</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>After the move</source>
        <translation>移动后</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>Move to:</source>
        <translation>移动到：</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) selected.</source>
        <translation>
            <numerusform>已选择 %n 个作业。</numerusform>
        </translation>
    </message>
    <message>
        <source>Positions count the pending jobs that compete now; GPU times follow the running and queued jobs&apos; time limits, so they tend to be late. The scheduler decides the real start.</source>
        <translation>排位只计算当前参与竞争的排队作业；GPU 空闲时间按运行中和排队作业的时间上限估算，因此往往偏晚。实际开始时间由调度器决定。</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) could never start in %1 as written.</source>
        <translation>
            <numerusform>按现有设置，有 %n 个作业在 %1 中永远无法开始。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qc::NodeGridWidget</name>
    <message>
        <source>%1 — %2
GPUs busy: %3</source>
        <translation>%1 — %2
已占用 GPU：%3</translation>
    </message>
</context>
<context>
    <name>qc::NodesTab</name>
    <message>
        <source>GPU types busy now, per region</source>
        <translation>各区域当前各类 GPU 的占用情况</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>full</source>
        <translation>满载</translation>
    </message>
    <message>
        <source>%1 %2: %3 of %4 GPUs free</source>
        <translation>%1 %2：%4 块 GPU 中空闲 %3 块</translation>
    </message>
</context>
<context>
    <name>qc::OffPeakPanel</name>
    <message>
        <source>Best region</source>
        <translation>最佳区域</translation>
    </message>
    <message>
        <source>Any GPU type</source>
        <translation>任意 GPU 类型</translation>
    </message>
    <message>
        <source>Typical priority</source>
        <translation>典型优先级</translation>
    </message>
    <message>
        <source>No cluster data yet.</source>
        <translation>尚无集群数据。</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message numerus="yes">
        <source>Windows for %1, from %n finished job(s) of history and the live queue.</source>
        <translation>
            <numerusform>%1 的时间窗口，基于 %n 个已结束作业的历史和实时队列。</numerusform>
        </translation>
    </message>
    <message>
        <source>Job:</source>
        <translation>作业：</translation>
    </message>
    <message>
        <source> GPU(s)</source>
        <translation> 块 GPU</translation>
    </message>
    <message>
        <source> h limit</source>
        <translation> 小时限制</translation>
    </message>
    <message>
        <source>Recommend</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Schedule at this window</source>
        <translation>按此窗口安排</translation>
    </message>
    <message>
        <source>Best start windows (next 72 h), lowest expected wait first</source>
        <translation>最佳开始时间窗口（未来 72 小时），按预计等待从短到长</translation>
    </message>
    <message>
        <source>Begin</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>P50 wait</source>
        <translation>P50 等待</translation>
    </message>
    <message>
        <source>P90 wait</source>
        <translation>P90 等待</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Free/GPUs</source>
        <translation>空闲/GPU</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>前方作业</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Stale: these results are for another job shape. Press Recommend again.</source>
        <translation>已过时：这些结果属于另一种作业规格。请再次点击“推荐”。</translation>
    </message>
    <message>
        <source>Move the job?</source>
        <translation>移动作业？</translation>
    </message>
    <message>
        <source>Job %1 is in %2; this window is for %3. Move it to %3 and set its begin time?</source>
        <translation>作业 %1 在 %2 中；此时间窗口属于 %3。要把它移到 %3 并设置开始时间吗？</translation>
    </message>
    <message>
        <source>Press Recommend to rank the start windows of the next 72 h for this job shape.</source>
        <translation>按“推荐”即可为此作业规格排出未来 72 小时内的最佳开始时间窗口。</translation>
    </message>
    <message>
        <source>ddd d MMM HH:mm</source>
        <extracomment>A window&apos;s start: a QDateTime format (d day, M month number, MMM month name, ddd weekday, HH:mm time).</extracomment>
        <translation>M月d日 ddd HH:mm</translation>
    </message>
    <message>
        <source>On one node</source>
        <translation>单节点</translation>
    </message>
    <message>
        <source>All GPUs on one node, as a job with --nodes=1 asks: GPUs free only in fragments across nodes cannot start it</source>
        <translation>所有 GPU 在同一节点上（如 --nodes=1 的作业）：分散在多个节点上的空闲 GPU 无法启动它</translation>
    </message>
    <message>
        <source>Expected start per region if submitted now</source>
        <translation>现在提交时各区域的预计开始时间</translation>
    </message>
    <message>
        <source>+ licences %1</source>
        <translation>+ 许可证 %1</translation>
    </message>
    <message>
        <source>The selected job&apos;s licences (storage IO): the plan waits for their free units, as the job does</source>
        <translation>所选作业的许可证（存储 IO）：规划会像该作业一样等待其空闲单元</translation>
    </message>
</context>
<context>
    <name>qc::OverviewTabs</name>
    <message>
        <source>Regions</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Why jobs wait</source>
        <translation>作业等待原因</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Busy hours</source>
        <translation>繁忙时段</translation>
    </message>
    <message>
        <source>Live load</source>
        <translation>实时负载</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
</context>
<context>
    <name>qc::PolicyEngine</name>
    <message>
        <source>QueueCast does not know the script of job %1 (it was not submitted through QueueCast), so it cannot resubmit it. Moving it to another partition still works.</source>
        <translation>QueueCast 不知道作业 %1 的脚本（它不是通过 QueueCast 提交的），因此无法重新提交。仍可将其移到其他分区。</translation>
    </message>
</context>
<context>
    <name>qc::ProfileEditDialog</name>
    <message>
        <source>User:</source>
        <translation>用户：</translation>
    </message>
    <message>
        <source>Token:</source>
        <translation>令牌：</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>New cluster profile</source>
        <translation>新建集群配置</translation>
    </message>
    <message>
        <source>Edit cluster profile</source>
        <translation>编辑集群配置</translation>
    </message>
    <message>
        <source>Stored — type to replace</source>
        <translation>已保存——输入以替换</translation>
    </message>
    <message>
        <source>From &quot;scontrol token&quot;</source>
        <translation>来自“scontrol token”</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>The built-in simulated cluster. Leave the options empty, or give a demo:// URL with options such as seed=7.</source>
        <translation>内置的模拟集群。选项可留空，或填写带选项的 demo:// URL，例如 seed=7。</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <source>slurmrestd&apos;s address. The token is kept in your system&apos;s keychain, never in a settings file; get one with &quot;scontrol token&quot; on a login node.</source>
        <translation>slurmrestd 的地址。令牌保存在系统钥匙串中，绝不写入设置文件；可在登录节点上用“scontrol token”获取。</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>主机：</translation>
    </message>
    <message>
        <source>An alias from ~/.ssh/config or user@host:port. QueueCast runs Slurm&apos;s commands through OpenSSH with your keys and agent, without asking for a password.</source>
        <translation>~/.ssh/config 中的别名或 user@host:port。QueueCast 通过 OpenSSH 使用您的密钥和代理运行 Slurm 命令，不会询问密码。</translation>
    </message>
    <message>
        <source>Slurm&apos;s commands (squeue, sinfo, scontrol) on this computer, e.g. on a login node.</source>
        <translation>本机上的 Slurm 命令（squeue、sinfo、scontrol），例如在登录节点上。</translation>
    </message>
    <message>
        <source>A profile name needs 1 to 40 characters, without &quot;/&quot;, &quot;:&quot; or &quot;,&quot;</source>
        <translation>配置名称须为 1 到 40 个字符，且不含“/”“:”或“,”</translation>
    </message>
    <message>
        <source>There is already a profile named &quot;%1&quot;</source>
        <translation>已有名为“%1”的配置</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>正在测试…</translation>
    </message>
    <message>
        <source>Allow unencrypted HTTP: the token can be read on the network</source>
        <translation>允许未加密的 HTTP：令牌可能在网络上被读取</translation>
    </message>
    <message>
        <source>Warning: over plain HTTP your token crosses the network unencrypted; anyone on the path can read it and act as you on the cluster. Use https when the server offers it.</source>
        <translation>警告：使用明文 HTTP 时，你的令牌以未加密方式在网络上传输；路径上的任何人都能读取它并在集群上冒充你。服务器支持时请使用 https。</translation>
    </message>
</context>
<context>
    <name>qc::ProfileSecrets</name>
    <message>
        <source>This build has no keychain support: the token for &quot;%1&quot; is kept in memory until QueueCast quits. Set SLURM_JWT to avoid typing it again.</source>
        <translation>此版本不支持系统钥匙串：“%1”的令牌仅保存在内存中，直到 QueueCast 退出。设置 SLURM_JWT 可免去再次输入。</translation>
    </message>
    <message>
        <source>The keychain is not available (%1): the token for &quot;%2&quot; is kept in memory until QueueCast quits. Set SLURM_JWT to avoid typing it again.</source>
        <translation>系统钥匙串不可用（%1）：“%2”的令牌仅保存在内存中，直到 QueueCast 退出。设置 SLURM_JWT 可免去再次输入。</translation>
    </message>
</context>
<context>
    <name>qc::ProfilesDialog</name>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Cluster profiles</source>
        <translation>集群配置</translation>
    </message>
    <message>
        <source>Tick several profiles to see their clusters side by side: each cluster becomes a family of regions, its jobs marked with the profile&apos;s name.</source>
        <translation>勾选多个配置即可并排查看各集群：每个集群成为一组区域，其作业以配置名称标记。</translation>
    </message>
    <message numerus="yes">
        <source>Connect to %n cluster(s)</source>
        <translation>
            <numerusform>连接到 %n 个集群</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot;.</source>
        <translation>已保存“%1”。</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot;; its token is in the system keychain.</source>
        <translation>已保存“%1”；其令牌已存入系统钥匙串。</translation>
    </message>
    <message>
        <source>Removed &quot;%1&quot;.</source>
        <translation>已删除“%1”。</translation>
    </message>
    <message>
        <source>Removed &quot;%1&quot;, but its token could not be removed from the keychain: %2</source>
        <translation>已删除“%1”，但无法从钥匙串中删除其令牌：%2</translation>
    </message>
    <message>
        <source>Testing &quot;%1&quot;…</source>
        <translation>正在测试“%1”…</translation>
    </message>
    <message>
        <source>Tick the profiles to connect to.</source>
        <translation>请勾选要连接的配置。</translation>
    </message>
</context>
<context>
    <name>qc::RegionTableModel</name>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>占用</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Most free on one node</source>
        <translation>单节点最多空闲</translation>
    </message>
    <message>
        <source>Running jobs</source>
        <translation>运行中作业</translation>
    </message>
    <message>
        <source>Pending jobs</source>
        <translation>排队中作业</translation>
    </message>
    <message>
        <source>Pending GPUs</source>
        <translation>排队中 GPU</translation>
    </message>
    <message>
        <source>%1: %2 free of %3</source>
        <translation>%1：%3 块中空闲 %2 块</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>%1 (+%2 down)</source>
        <translation>%1 (+%2 不可用)</translation>
    </message>
    <message>
        <source>Every pending job, held and not yet eligible ones included; a job&apos;s place in the queue counts only the eligible ones.</source>
        <translation>所有排队作业，包括被挂起和尚不可调度的作业；作业的排队位置只计算可调度的作业。</translation>
    </message>
</context>
<context>
    <name>qc::ReprioritizeDialog</name>
    <message>
        <source>Change priority</source>
        <translation>修改优先级</translation>
    </message>
    <message>
        <source>Higher nice: the job waits longer; lower: it goes earlier.</source>
        <translation>nice 越高作业等得越久；越低越早运行。</translation>
    </message>
    <message>
        <source>Higher nice lets other jobs go first. Only an operator can set it below 0.</source>
        <translation>nice 越高，越让其他作业先运行。只有管理员能设为负值。</translation>
    </message>
    <message>
        <source>(keep current)</source>
        <translation>（保持不变）</translation>
    </message>
    <message>
        <source>This cluster does not let you change the QOS of a job.</source>
        <translation>此集群不允许你修改作业的 QOS。</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Among my pending jobs</source>
        <translation>在我的排队作业中</translation>
    </message>
    <message>
        <source>In its partition</source>
        <translation>在其分区中</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Nice:</source>
        <translation>Nice 值：</translation>
    </message>
    <message>
        <source>QOS / priority tier:</source>
        <translation>QOS / 优先级档位：</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) selected. Expected position after the change, from the current queue:</source>
        <translation>
            <numerusform>已选 %n 个作业。根据当前队列，修改后的预计位置：</numerusform>
        </translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>#%1 of %2 (unchanged)</source>
        <translation>第 %1 / %2 位（不变）</translation>
    </message>
    <message>
        <source>#%1 → #%2 of %3</source>
        <translation>第 %1 → %2 位（共 %3）</translation>
    </message>
    <message>
        <source>Jobs that are no longer pending keep their place: only waiting jobs are ranked.</source>
        <translation>已不在排队的作业不参与排名：只对等待中的作业排序。</translation>
    </message>
    <message>
        <source>The QOS part of the priority is estimated from jobs already waiting in each QOS.</source>
        <translation>优先级中的 QOS 部分是根据各 QOS 中已在排队的作业估算的。</translation>
    </message>
    <message>
        <source>No job waits in that QOS now: its effect on the position cannot be estimated.</source>
        <translation>该 QOS 目前没有排队作业：无法估计其对位置的影响。</translation>
    </message>
    <message>
        <source>Other users&apos; jobs are hidden on this cluster: positions are at least these.</source>
        <translation>此集群隐藏了其他用户的作业：实际位置不会比这更靠前。</translation>
    </message>
    <message>
        <source>allowed: %1 to %2</source>
        <translation>允许范围：%1 到 %2</translation>
    </message>
</context>
<context>
    <name>qc::RetryPolicyDialog</name>
    <message>
        <source>Auto-retry policy</source>
        <translation>自动重试策略</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 (%2), %3 in %4 with %n GPU(s).</source>
        <translation>
            <numerusform>作业 %1（%2），在 %4 中%3，使用 %n 块 GPU。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jobs selected: the same policy is set on each of them.</source>
        <translation>
            <numerusform>已选择 %n 个作业：每个作业都设置相同的策略。</numerusform>
        </translation>
    </message>
    <message>
        <source>If still pending after:</source>
        <translation>如果排队超过：</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Move it to another partition</source>
        <translation>移到其他分区</translation>
    </message>
    <message>
        <source>Cancel and resubmit it with fewer GPUs</source>
        <translation>取消并以更少的 GPU 重新提交</translation>
    </message>
    <message>
        <source>Cancel and resubmit it to the region where it should start first</source>
        <translation>取消并重新提交到预计最早启动的区域</translation>
    </message>
    <message>
        <source>Then:</source>
        <translation>然后：</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>分区：</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU 数：</translation>
    </message>
    <message>
        <source>At most this many attempts:</source>
        <translation>最多尝试次数：</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>What the policy did:</source>
        <translation>策略执行记录：</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Save policy</source>
        <translation>保存策略</translation>
    </message>
    <message>
        <source>Remove policy</source>
        <translation>删除策略</translation>
    </message>
    <message>
        <source>Not connected to a cluster.</source>
        <translation>未连接到集群。</translation>
    </message>
    <message>
        <source>QueueCast does not know the script of job %1: only jobs submitted through QueueCast can be resubmitted. Moving to another partition works for any job.</source>
        <translation>QueueCast 不知道作业 %1 的脚本：只有通过 QueueCast 提交的作业才能重新提交。任何作业都可以移到其他分区。</translation>
    </message>
    <message>
        <source>The copy is submitted first; the original is cancelled only once the copy is accepted.</source>
        <translation>先提交副本；副本被接受后才取消原作业。</translation>
    </message>
    <message>
        <source>The job keeps its id and the time it has already waited.</source>
        <translation>作业保留其编号和已等待的时间。</translation>
    </message>
    <message>
        <source>Nothing yet.</source>
        <translation>暂无记录。</translation>
    </message>
    <message>
        <source>Job %1: %2</source>
        <translation>作业 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Policy saved for %n job(s).</source>
        <translation>
            <numerusform>已为 %n 个作业保存策略。</numerusform>
        </translation>
    </message>
    <message>
        <source>Policy removed.</source>
        <translation>策略已删除。</translation>
    </message>
</context>
<context>
    <name>qc::SubmitDialog</name>
    <message>
        <source>Submit a job</source>
        <translation>提交作业</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>[days-]hours:minutes:seconds</source>
        <translation>[天-]时:分:秒</translation>
    </message>
    <message>
        <source>e.g. afterok:12345</source>
        <translation>例如 afterok:12345</translation>
    </message>
    <message>
        <source>As soon as possible</source>
        <translation>尽快开始</translation>
    </message>
    <message>
        <source>Not before:</source>
        <translation>不早于：</translation>
    </message>
    <message>
        <source>Requeue if preempted or the node fails</source>
        <translation>被抢占或节点故障时重新排队</translation>
    </message>
    <message>
        <source>Send SIGUSR1 10 minutes before the time limit (to checkpoint)</source>
        <translation>在到达时间限制前 10 分钟发送 SIGUSR1（用于保存检查点）</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Region / partition:</source>
        <translation>区域 / 分区：</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>CPUs:</source>
        <translation>CPU：</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>内存：</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>时间限制：</translation>
    </message>
    <message>
        <source>QOS / priority tier:</source>
        <translation>QOS / 优先级档位：</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>账户：</translation>
    </message>
    <message>
        <source>Working directory:</source>
        <translation>工作目录：</translation>
    </message>
    <message>
        <source>Dependency:</source>
        <translation>依赖：</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>开始：</translation>
    </message>
    <message>
        <source>Open script file…</source>
        <translation>打开脚本文件…</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>资源请求</translation>
    </message>
    <message>
        <source>Script</source>
        <translation>脚本</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>any type</source>
        <translation>任意类型</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>定时提交</translation>
    </message>
    <message>
        <source>Open batch script</source>
        <translation>打开批处理脚本</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>正在提交…</translation>
    </message>
    <message>
        <source>The scheduler refused the job: %1</source>
        <translation>调度器拒绝了此作业：%1</translation>
    </message>
    <message>
        <source>Submitted job %1</source>
        <translation>已提交作业 %1</translation>
    </message>
    <message>
        <source>No history for this region yet: no start forecast.</source>
        <translation>该区域尚无历史数据，无法预测开始时间。</translation>
    </message>
    <message>
        <source>Environment line %1: write NAME=value.</source>
        <translation>环境变量第 %1 行：请写成 NAME=value。</translation>
    </message>
    <message>
        <source>Environment line %1: &quot;%2&quot; is not a variable name (letters, digits, _).</source>
        <translation>环境变量第 %1 行：“%2”不是合法的变量名（字母、数字、_）。</translation>
    </message>
    <message>
        <source>One per line, e.g.
NCCL_DEBUG=INFO
OMP_NUM_THREADS=8</source>
        <translation>每行一个，例如
NCCL_DEBUG=INFO
OMP_NUM_THREADS=8</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>模板：</translation>
    </message>
    <message>
        <source>Save as template…</source>
        <translation>另存为模板…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation>另存为模板</translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation>模板名称：</translation>
    </message>
    <message>
        <source>Storage IO (licenses):</source>
        <translation>存储 IO（许可证）：</translation>
    </message>
    <message>
        <source>Recommend…</source>
        <translation>推荐…</translation>
    </message>
    <message>
        <source>Start at the window with the shortest expected wait in the next 72 h</source>
        <translation>从未来 72 小时内预计等待最短的时间窗口开始</translation>
    </message>
    <message>
        <source>No history or live data to recommend a start time.</source>
        <translation>没有历史或实时数据，无法推荐开始时间。</translation>
    </message>
    <message>
        <source>or drop a script file here</source>
        <translation>或将脚本文件拖放到此处</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>环境变量：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>e.g. %1:2</source>
        <translation>例如 %1:2</translation>
    </message>
    <message>
        <source>your default account</source>
        <translation>你的默认账户</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to fix before sending.</source>
        <translation>
            <numerusform>发送前需要修正 %n 个问题。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Script read from %1.</source>
        <translation>已从 %1 读取脚本。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Saved template &quot;%1&quot;.</source>
        <translation>已保存模板“%1”。</translation>
    </message>
    <message>
        <source>Saved template &quot;%1&quot; without %2: secrets are not stored.</source>
        <translation>已保存模板“%1”，但未包含 %2：不保存密钥类信息。</translation>
    </message>
    <message>
        <source>Template &quot;%1&quot; is gone.</source>
        <translation>模板“%1”已不存在。</translation>
    </message>
    <message>
        <source>Loaded template &quot;%1&quot;.</source>
        <translation>已载入模板“%1”。</translation>
    </message>
    <message>
        <source>Deleted template &quot;%1&quot;.</source>
        <translation>已删除模板“%1”。</translation>
    </message>
    <message>
        <source>Submit held (it queues once you release it)</source>
        <translation>以挂起状态提交（解除挂起后才进入排队）</translation>
    </message>
    <message>
        <source>Expected start: %1 Rests on: %2.</source>
        <translation>预计开始：%1 依据：%2。</translation>
    </message>
    <message>
        <source># Starts not before %1
</source>
        <translation># 不早于 %1 开始
</translation>
    </message>
</context>
<context>
    <name>qc::TraceImportAction</name>
    <message>
        <source>Import &amp;queue log…</source>
        <translation>导入队列日志(&amp;Q)…</translation>
    </message>
    <message>
        <source>Read the finished jobs of a queue log your cluster&apos;s operators publish (a trace CSV or a Standard Workload Format log) into this cluster&apos;s history, for busy hours and wait forecasts.</source>
        <translation>将集群管理员发布的队列日志（跟踪 CSV 或标准工作负载格式日志）中已结束的作业读入此集群的历史记录，用于繁忙时段和等待预测。</translation>
    </message>
    <message>
        <source>Import a queue log</source>
        <translation>导入队列日志</translation>
    </message>
    <message>
        <source>Importing finished jobs from %1…</source>
        <translation>正在从 %1 导入已结束的作业…</translation>
    </message>
    <message>
        <source>Queue log import failed: %1</source>
        <translation>队列日志导入失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n finished job(s) from %1: %2 new, %3 still active and left out; unreadable rows: %4.</source>
        <translation>
            <numerusform>已从 %1 导入 %n 个已结束的作业：新增 %2 个，%3 个仍在运行或排队而未导入；无法读取的行：%4。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qc::UsageCostChart</name>
    <message>
        <source>Week starting</source>
        <translation>周起始日</translation>
    </message>
    <message>
        <source>Cost per week</source>
        <translation>每周成本</translation>
    </message>
    <message>
        <source>Cost per week (%1)</source>
        <translation>每周成本（%1）</translation>
    </message>
</context>
<context>
    <name>qc::UsageDialog</name>
    <message>
        <source>Usage and cost</source>
        <translation>用量与成本</translation>
    </message>
    <message>
        <source>Your prices for this cluster (kept on this computer, never sent)</source>
        <translation>您为此集群填写的价格（只保存在本机，从不发送）</translation>
    </message>
    <message>
        <source>On demand, per GPU-hour:</source>
        <translation>按量，每 GPU 时：</translation>
    </message>
    <message>
        <source>Monthly instance, per month:</source>
        <translation>包月实例，每月：</translation>
    </message>
    <message>
        <source>GPUs per instance:</source>
        <translation>每台实例的 GPU 数：</translation>
    </message>
    <message>
        <source>Own hardware, per month (0: none):</source>
        <translation>自有硬件，每月（0：无）：</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>货币：</translation>
    </message>
    <message>
        <source>Reading your history…</source>
        <translation>正在读取您的历史…</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no finished jobs in the history of the last %n week(s).</source>
        <translation>
            <numerusform>%1 在最近 %n 周的历史中没有已结束的作业。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 days from %3:</source>
        <translation>%1，自 %3 起 %2 天：</translation>
    </message>
    <message numerus="yes">
        <source>%n finished job(s); %1 GPU-hours used, %2 a day; at most %3 GPUs at once.</source>
        <translation>
            <numerusform>%n 个已结束作业；已用 %1 GPU 时，每天 %2；最多同时 %3 块 GPU。</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting: %1 h per job on average, %2 h a day in all.</source>
        <translation>等待：平均每个作业 %1 小时，合计每天 %2 小时。</translation>
    </message>
    <message numerus="yes">
        <source>Now: %1 GPUs running (%2 GPU-hours left by their limits); %n job(s) pending with %3 GPU-hours queued.</source>
        <translation>
            <numerusform>当前：%1 块 GPU 在运行（按时间限制还剩 %2 GPU 时）；%n 个作业排队，共 %3 GPU 时。</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter an on-demand price and a monthly instance price to compare the costs.</source>
        <translation>请填写按量价格和包月实例价格以比较成本。</translation>
    </message>
    <message numerus="yes">
        <source>A monthly instance pays off above %1% use: %2 h a day with all its GPUs busy. %n instance(s) of %3 GPUs would carry your average use, filled to %4%.</source>
        <translation>
            <numerusform>使用率超过 %1% 时包月实例更划算：相当于所有 GPU 每天满载 %2 小时。%n 台 %3 GPU 的实例可承载您的平均用量，使用率 %4%。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Per month: pay per use %1, instance %2%3. Cheapest over these weeks: %4.</source>
        <translation>每月：按量付费 %1，包月实例 %2%3。这几周最便宜：%4。</translation>
    </message>
    <message>
        <source>, own hardware %1</source>
        <translation>，自有硬件 %1</translation>
    </message>
</context>
<context>
    <name>qc::WhatAmILookingAtDialog</name>
    <message>
        <source>Not enough GPUs of the kind asked for are free in the partition. It starts when running jobs end; the detail pane says by when at the latest.</source>
        <translation>分区中所申请类型的空闲 GPU 不够。正在运行的作业结束后它才会开始；详情面板会给出最迟时间。</translation>
    </message>
    <message>
        <source>Enough GPUs are free in all, but not on one node (or not in the shape asked for). Asking for fewer GPUs per node often starts it at once.</source>
        <translation>空闲 GPU 总数足够，但不在同一节点上（或不符合所申请的形状）。减少每个节点的 GPU 数往往能立即开始。</translation>
    </message>
    <message>
        <source>A limit of your QOS or account (GPUs or jobs at once) is reached. It starts when one of the jobs counted against the limit ends.</source>
        <translation>已达到你的 QOS 或账户限额（同时使用的 GPU 或作业数）。计入该限额的某个作业结束后它才会开始。</translation>
    </message>
    <message>
        <source>Resources may be there, but jobs with higher priority go first. The Position column is its place among the jobs waiting for their turn.</source>
        <translation>资源也许有，但优先级更高的作业先运行。“位置”一列是它在等待轮到的作业中的名次。</translation>
    </message>
    <message>
        <source>It waits for a licence or burst buffer (shared storage bandwidth).</source>
        <translation>它在等待许可证或 burst buffer（共享存储带宽）。</translation>
    </message>
    <message>
        <source>Nodes are allocated and the job is being started (booting, mounting).</source>
        <translation>节点已分配，作业正在启动（引导、挂载）。</translation>
    </message>
    <message>
        <source>It was asked not to start before a given time.</source>
        <translation>提交时要求它不早于某个时间开始。</translation>
    </message>
    <message>
        <source>It waits for other jobs to finish first.</source>
        <translation>它在等待其他作业先结束。</translation>
    </message>
    <message>
        <source>Someone put it on hold; it does not queue until released. Its owner can release a user hold; an administrator hold needs root or an operator.</source>
        <translation>它被挂起了，解除前不会排队。用户挂起可由所有者解除；管理员挂起需要 root 或操作员解除。</translation>
    </message>
    <message>
        <source>The nodes or the partition it needs are down, drained or reserved.</source>
        <translation>它所需的节点或分区处于 down、drain 或预留状态。</translation>
    </message>
    <message>
        <source>As written it can never start here (too long, too many GPUs, a failed dependency): change or cancel it.</source>
        <translation>按当前写法它在这里永远无法开始（时间太长、GPU 太多、依赖失败）：请修改或取消它。</translation>
    </message>
    <message>
        <source>The scheduler has not looked at it yet, or gave a reason QueueCast does not know; the raw reason is shown.</source>
        <translation>调度器还没有评估它，或给出了 QueueCast 不认识的原因；此时显示原始原因。</translation>
    </message>
    <message>
        <source>What am I looking at?</source>
        <translation>这些内容是什么？</translation>
    </message>
    <message>
        <source>The table lists the cluster&apos;s jobs, yours in bold. The top tabs show the regions (partitions), why jobs wait, the nodes, busy hours, live load and a plan for your next job. Select a job to see in the right pane why it waits and what you can do.</source>
        <translation>表格列出集群中的作业，你的作业以粗体显示。上方的标签页依次显示区域（分区）、作业等待原因、节点、繁忙时段、实时负载以及下一个作业的计划。选中一个作业，右侧面板会说明它为何等待以及你可以做什么。</translation>
    </message>
    <message>
        <source>Why jobs wait</source>
        <translation>作业为何等待</translation>
    </message>
    <message>
        <source>A star (*) after a cause: QueueCast inferred it from the cluster&apos;s state; the scheduler&apos;s own reason is in the last column.</source>
        <translation>原因后带星号（*）：这是 QueueCast 根据集群状态推断的；调度器自己给出的原因在最后一列。</translation>
    </message>
    <message>
        <source>More in the README.md that comes with QueueCast.</source>
        <translation>更多内容见 QueueCast 附带的 README.md。</translation>
    </message>
    <message>
        <source>Read the README</source>
        <translation>阅读 README</translation>
    </message>
</context>
<context>
    <name>qc::demo::DemoBackend</name>
    <message>
        <source>Demo platform</source>
        <translation>演示平台</translation>
    </message>
</context>
<context>
    <name>qc::rest::RestClient</name>
    <message>
        <source>slurmrestd&apos;s answer is larger than %1 MB; QueueCast stopped reading it (the limit is the URL&apos;s max_reply_mb)</source>
        <translation>slurmrestd 的应答超过 %1 MB，QueueCast 已停止读取（上限由 URL 的 max_reply_mb 设置）</translation>
    </message>
    <message>
        <source>no answer within %1 s</source>
        <translation>%1 秒内无响应</translation>
    </message>
    <message>
        <source>slurmrestd did not start its answer within %1 s (the limit is the URL&apos;s deadline)</source>
        <translation>slurmrestd 未在 %1 秒内开始应答（上限由 URL 的 deadline 设置）</translation>
    </message>
    <message>
        <source>slurmrestd stopped sending its answer after %1 MB: less than %2 KB arrived in %3 s (the limit is the URL&apos;s deadline)</source>
        <translation>slurmrestd 在发送 %1 MB 后停止了应答：%3 秒内收到的数据不足 %2 KB（上限由 URL 的 deadline 设置）</translation>
    </message>
</context>
<context>
    <name>qc::rest::SlurmRestBackend</name>
    <message>
        <source>Slurm (REST) on %1</source>
        <translation>%1 上的 Slurm（REST）</translation>
    </message>
    <message>
        <source>The backend was closed</source>
        <translation>后端已关闭</translation>
    </message>
    <message>
        <source>the stored token is empty</source>
        <translation>保存的令牌为空</translation>
    </message>
    <message>
        <source>No Slurm token for %1: set SLURM_JWT (from &quot;scontrol token&quot;) or store one in the keychain</source>
        <translation>没有 %1 的 Slurm 令牌：请设置 SLURM_JWT（用 &quot;scontrol token&quot; 获取），或在钥匙串中保存一个令牌</translation>
    </message>
    <message>
        <source>This slurmrestd speaks none of the API versions QueueCast supports (%1); it offers: %2</source>
        <translation>此 slurmrestd 不支持 QueueCast 支持的任何 API 版本（%1）；它提供的是：%2</translation>
    </message>
    <message>
        <source>nothing recognisable</source>
        <translation>无可识别的版本</translation>
    </message>
    <message>
        <source>Raising a job&apos;s priority (negative nice) needs a Slurm operator</source>
        <translation>提高作业优先级（负 nice 值）需要 Slurm 管理员（operator）权限</translation>
    </message>
    <message>
        <source>submit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>update of job %1</source>
        <translation>更新作业 %1</translation>
    </message>
    <message>
        <source>cancel of job %1</source>
        <translation>取消作业 %1</translation>
    </message>
    <message>
        <source>slurmrestd cannot requeue jobs; use &quot;scontrol requeue %1&quot; on a login node</source>
        <translation>slurmrestd 无法将作业重新排队；请在登录节点上使用 &quot;scontrol requeue %1&quot;</translation>
    </message>
    <message>
        <source>state of job %1</source>
        <translation>作业 %1 的状态</translation>
    </message>
    <message>
        <source>slurmrestd did not report the state of job %1</source>
        <translation>slurmrestd 未报告作业 %1 的状态</translation>
    </message>
    <message>
        <source>Slurm did not cancel job %1 (still %2): you may not cancel it, most likely because it is not yours</source>
        <translation>Slurm 未取消作业 %1（仍为 %2）：您可能无权取消它，很可能因为它不是您的作业</translation>
    </message>
    <message>
        <source>slurmrestd %1 answered the cancel with success and no reason</source>
        <translation>slurmrestd %1 对取消请求回复成功，但未给出原因</translation>
    </message>
    <message>
        <source>slurmrestd marks API %1 as deprecated; it will go away with a coming Slurm release (this server offers %2)</source>
        <translation>slurmrestd 已将 API %1 标记为弃用，它将在今后的 Slurm 版本中移除（此服务器提供：%2）</translation>
    </message>
    <message>
        <source>tasks before %1 of %2 were changed</source>
        <translation>%2 中 %1 之前的任务已被修改</translation>
    </message>
    <message>
        <source>slurmrestd %1 cannot change single tasks of job array %2, and changing the whole array would also change its other tasks; use &quot;scontrol update JobId=%3&quot; on a login node</source>
        <translation>slurmrestd %1 无法单独修改作业数组 %2 中的任务，而修改整个数组会同时改动其中的其他任务；请在登录节点上使用 &quot;scontrol update JobId=%3&quot;</translation>
    </message>
    <message>
        <source>This slurmrestd serves no accounting (/slurmdb/) paths: it runs without slurmdbd, or without its openapi/slurmdbd plugin</source>
        <translation>此 slurmrestd 不提供记账（/slurmdb/）路径：它在没有 slurmdbd 或没有 openapi/slurmdbd 插件的情况下运行</translation>
    </message>
</context>
<context>
    <name>qc::slurm::SlurmCliBackend</name>
    <message>
        <source>Not a Slurm job id</source>
        <translation>不是 Slurm 作业 ID</translation>
    </message>
    <message>
        <source>Only a Slurm operator can raise a job&apos;s priority (negative nice)</source>
        <translation>只有 Slurm 管理员（operator）才能提高作业优先级（负 nice 值）</translation>
    </message>
    <message>
        <source>Slurm on this machine</source>
        <translation>本机上的 Slurm</translation>
    </message>
    <message>
        <source>Slurm on %1</source>
        <translation>%1 上的 Slurm</translation>
    </message>
    <message>
        <source>Nothing to run: give a script or a command</source>
        <translation>没有可运行的内容：请提供脚本或命令</translation>
    </message>
    <message>
        <source>Slurm no longer knows job %1</source>
        <translation>Slurm 已不再记录作业 %1</translation>
    </message>
    <message>
        <source>Environment variables for Slurm need plain names (letters, digits, _) and one-line values</source>
        <translation>Slurm 的环境变量需要使用普通名称（字母、数字、_）和单行取值</translation>
    </message>
</context>
</TS>
