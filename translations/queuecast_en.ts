<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AccountingImport</name>
    <message>
        <source>No way to run Slurm commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo platform comes with its own simulated past; there is no accounting to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accounting can be imported only from one Slurm cluster reached with slurm:// or slurm+ssh://</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sacct is not installed here: Slurm&apos;s accounting commands are needed to import past jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sacct did not answer in time on %1; try a later start date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sacct is not available on %1: Slurm&apos;s accounting commands are needed to import past jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sacct found no usable Slurm configuration on %1 (slurm.conf or SLURM_CONF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm accounting is disabled on this cluster (no slurmdbd), so it keeps no past jobs to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Slurm accounting database (slurmdbd) is not answering on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import needs a start date</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AdviceBuilder</name>
    <message>
        <source>Move the job to %1: its shape fits the free GPUs there now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shorten the time limit to %1 or less: the GPUs are idle until a job ahead starts at %2, so the scheduler can backfill this job now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs are queued ahead in %2, more than its %3 GPUs of this type; queues are shorter at night and at weekends, so submitting then starts sooner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Resubmit with %n GPU(s): %1</source>
        <translation>
            <numerusform>Resubmit with %n GPU: %1</numerusform>
            <numerusform>Resubmit with %n GPUs: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Split the job: %1 GPUs on each of %2 nodes would start now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that many are free on one node now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resubmit on %1 GPUs: enough of them are free in %2 now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your own running jobs: the first ends by %1 at the latest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your own running jobs to finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the job to QOS %1, where your GPU limit has room (its priority may differ).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that fits the room left under the limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower the job&apos;s nice value to raise its priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shorten the time limit to %1 or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the job to %1, which allows its time limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the job to %1, which has enough GPUs for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the partition has no more than that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel it: the job it depends on did not succeed, so it will never start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resubmit with a request the scheduler accepts (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the begin time earlier if you need it sooner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the cluster&apos;s operators why they hold it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release the hold to let it queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Resubmit asking for %n unit(s) of %1: that many are free now.</source>
        <translation>
            <numerusform>Resubmit asking for %n unit of %1: that many are free now.</numerusform>
            <numerusform>Resubmit asking for %n units of %1: that many are free now.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AlertMonitor</name>
    <message>
        <source>Job started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it waits changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Almost there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now #%2 in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This job can never start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Alternative</name>
    <message>
        <source>high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the job as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Ask for %n GPU(s) (time limit %1)</source>
        <translation>
            <numerusform>Ask for %n GPU (time limit %1)</numerusform>
            <numerusform>Ask for %n GPUs (time limit %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Split into %1 jobs of %n GPU(s) each</source>
        <translation>
            <numerusform>Split into %1 jobs of %n GPU each</numerusform>
            <numerusform>Split into %1 jobs of %n GPUs each</numerusform>
        </translation>
    </message>
    <message>
        <source>Shorten the time limit to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the QOS to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start no earlier than %1 (off-peak)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlternativesAdvisor</name>
    <message>
        <source>no job %1 in the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 is %2, not pending: alternatives are for waiting jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 belongs to %2, not to you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this cluster does not let you submit and cancel jobs here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumes the work takes %1 times as long on fewer GPUs; the job is resubmitted and its place in the queue starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it needs a time limit of %1, above the partition&apos;s maximum of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only if the training can run as %1 independent parts; the job is resubmitted as %1 jobs and its place in the queue starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only if the job finishes, or saves a checkpoint, within the shorter limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this cluster does not let you change the time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this cluster does not let you move jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>account %1 may not use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this cluster does not let you change the QOS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No job waits in QOS %1, so its priority is not known; your account must be allowed to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your account must be allowed to use QOS %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waits until then; that hour&apos;s forecast rests on the same weekday and hour in the past.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this cluster does not let you change the begin time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>account %1 may not use QOS %2 (it may use: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No job waits in QOS %1, so its priority is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; also %2</source>
        <comment>two reasons an alternative is not possible</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>would never start: %1</source>
        <comment>an alternative that the cluster would never run</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BackendError</name>
    <message>
        <source>Job %1 is no longer pending (%2); it was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to change for job %1; nothing was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BackendFactory</name>
    <message>
        <source>Not a backend URL (expected e.g. demo:// or slurm://)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown backend &quot;%1&quot;; supported: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CauseExplainer</name>
    <message>
        <source>%1 d %2 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 GPU(s)</source>
        <translation>
            <numerusform>%n %1 GPU</numerusform>
            <numerusform>%n %1 GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Also: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its queue position %1 in %2 is a lower bound: other users&apos; jobs are hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs x %2 nodes would start now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs or memory in %1 are busy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 free of %2 in %3; this job wants %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They fit now, so CPUs, memory or a reservation hold it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the running jobs&apos; time limits, enough are free by %1 at the latest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>At least %n job(s) (%1 GPUs, ~%2 GPU-hours by time limit) are ahead of you in %3; other users&apos; jobs are hidden, so this is a lower bound.</source>
        <translation>
            <numerusform>At least %n job (%1 GPUs, ~%2 GPU-hours by time limit) is ahead of you in %3; other users&apos; jobs are hidden, so this is a lower bound.</numerusform>
            <numerusform>At least %n jobs (%1 GPUs, ~%2 GPU-hours by time limit) are ahead of you in %3; other users&apos; jobs are hidden, so this is a lower bound.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) (%1 GPUs, ~%2 GPU-hours by time limit) are ahead of you in %3.</source>
        <translation>
            <numerusform>%n job (%1 GPUs, ~%2 GPU-hours by time limit) is ahead of you in %3.</numerusform>
            <numerusform>%n jobs (%1 GPUs, ~%2 GPU-hours by time limit) are ahead of you in %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Jobs with higher priority are ahead of this one in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are free, but the scheduler keeps them for higher-priority jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler estimates a start at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfill has planned this job on %1 at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfill has planned this job on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for burst buffer storage (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage IO licence %1: %2 of %3 free; this job wants %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not before %1, the begin time asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the begin time asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a dependency (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for job(s) %1 to finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by an administrator; only an operator can release it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by its owner; it queues once released.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting for %1%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler is preparing the job (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition %1 is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes down, drained or reserved: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes or the partition this job needs are not available (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler reports an unrecognised reason &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler has not evaluated this job yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler reports %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scheduler limit (%1) holds this job; its numbers are not visible here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit on %1 of %2: %3 in use of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your QOS %1 allows %2 GPUs per user; your %n running job(s) use %3;</source>
        <translation>
            <numerusform>Your QOS %1 allows %2 GPUs per user; your %n running job uses %3;</numerusform>
            <numerusform>Your QOS %1 allows %2 GPUs per user; your %n running jobs use %3;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>QOS %1 allows %2 GPUs per user; %4&apos;s %n running job(s) use %3;</source>
        <translation>
            <numerusform>QOS %1 allows %2 GPUs per user; %4&apos;s %n running job uses %3;</numerusform>
            <numerusform>QOS %1 allows %2 GPUs per user; %4&apos;s %n running jobs use %3;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>QOS %1 may use %2 GPUs at once; its %n running job(s) use %3 (%4 of them yours);</source>
        <translation>
            <numerusform>QOS %1 may use %2 GPUs at once; its %n running job uses %3 (yours: %4);</numerusform>
            <numerusform>QOS %1 may use %2 GPUs at once; its %n running jobs use %3 (%4 of them yours);</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Account %1 may use %2 GPUs at once; its %n running job(s) use %3 (%4 of them yours);</source>
        <translation>
            <numerusform>Account %1 may use %2 GPUs at once; its %n running job uses %3 (yours: %4);</numerusform>
            <numerusform>Account %1 may use %2 GPUs at once; its %n running jobs use %3 (%4 of them yours);</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your share of account %1 allows %2 GPUs; your %n running job(s) use %3;</source>
        <translation>
            <numerusform>Your share of account %1 allows %2 GPUs; your %n running job uses %3;</numerusform>
            <numerusform>Your share of account %1 allows %2 GPUs; your %n running jobs use %3;</numerusform>
        </translation>
    </message>
    <message>
        <source>this job wants %1 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first of them ends by %1 (time limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit %1 exceeds the partition maximum %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This job wants %1; partition %2 has %3 in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its dependency %1 can never be satisfied: a job it waits for failed or was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This job wants %1 on whole %2-GPU nodes; partition %3 does not have that many nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler will not run this job as submitted (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 free in %2, at most %3 on one node;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this job wants %1 GPUs on each of %2 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this job wants %1 on one node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this job wants %1 on whole %2-GPU nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n unit(s) of storage IO licence %1.</source>
        <translation>
            <numerusform>Waiting for %n unit of storage IO licence %1.</numerusform>
            <numerusform>Waiting for %n units of storage IO licence %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Held with an administrator hold (set by root or an operator); you are %1, so you can release it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CauseHistoryTable</name>
    <message>
        <source>A history database query failed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CauseText</name>
    <message>
        <source>GPU shortage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage IO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dependency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CauseTimeline</name>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliApp</name>
    <message>
        <source>queuecast-cli: error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queuecast-cli: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;queuecast-cli --help&apos; for more information.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend URL: demo://, slurm://, slurm+ssh://user@host, slurm+rest://user@host:port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>url</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine-readable JSON output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status: only your own jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition or region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type, e.g. a100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory in MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit, Slurm notation ([D-]HH:MM:SS or minutes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QOS or priority tier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earliest start: ISO 8601, HH:MM or now+N{minutes|hours|days}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command to run (sbatch --wrap).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch script file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licenses / storage IO, e.g. nas_io:2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dependency, e.g. afterok:123.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nice value (higher is lower priority).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no command given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs exactly one job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpus needs a non-negative whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cpus needs a positive whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read time limit &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read begin time &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read script %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>update needs at least one of --nice, --partition, --begin, --time, --qos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SUBMIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>START</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REASON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CAUSE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POS</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) on %1 at %2</source>
        <translation>
            <numerusform>%n job on %1 at %2</numerusform>
            <numerusform>%n jobs on %1 at %2</numerusform>
        </translation>
    </message>
    <message>
        <source>REGION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUSY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FREE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MAX/NODE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RUNNING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PENDING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PENDING GPUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requeued job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluate-forecast: share of jobs (by submit time) used only to warm up, default 0.7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluate-forecast: quantile of the upper bound, default 0.9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluate-forecast: time zone for dates, e.g. Europe/Prague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluate-forecast needs --trace FILE.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--train-fraction needs a number from 0 up to (not including) 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--quantile needs a number between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown time zone &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>queuecast-cli: %n bad row(s) in %1, skipped:</source>
        <translation>
            <numerusform>queuecast-cli: %n bad row in %1, skipped:</numerusform>
            <numerusform>queuecast-cli: %n bad rows in %1, skipped:</numerusform>
        </translation>
    </message>
    <message>
        <source>queuecast-cli: error: no usable job in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace %1: %2 jobs, %3 bad row(s); model warmed on the first %4, scored on %5 submitted from %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COVERAGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MEDIAN BOUND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PINBALL LOSS (h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UNBOUNDED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forecaster P%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QBETS baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median P50 forecast: %1. Took %2 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recommend: time limit, Slurm notation (same as --time).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import-history: first day to import: YYYY-MM-DD, an ISO date and time, or now-N{days|hours}; default 28 days ago.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recommend needs --gpus with a positive whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read start date &quot;%1&quot; (expected e.g. 2026-11-01 or now-7d, in the past)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) of type %1</source>
        <translation>
            <numerusform>%n GPU of type %1</numerusform>
            <numerusform>%n GPUs of type %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Plan for %1, time limit %2, on %3 at %4 (%n finished job(s) of history)</source>
        <translation>
            <numerusform>Plan for %1, time limit %2, on %3 at %4 (%n finished job of history)</numerusform>
            <numerusform>Plan for %1, time limit %2, on %3 at %4 (%n finished jobs of history)</numerusform>
        </translation>
    </message>
    <message>
        <source>Regions, soonest expected start first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50 WAIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P90 WAIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FREE/GPUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AHEAD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOTE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best start windows in %1 (begin times local), lowest expected wait first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BEGIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CONFIDENCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n finished job(s) from Slurm accounting (%1) since %2: %3 new, %4 still active and left out.</source>
        <translation>
            <numerusform>Imported %n finished job from Slurm accounting (%1) since %2: %3 new, %4 still active and left out.</numerusform>
            <numerusform>Imported %n finished jobs from Slurm accounting (%1) since %2: %3 new, %4 still active and left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>History %1 now holds %n finished job(s).</source>
        <translation>
            <numerusform>History %1 now holds %n finished job.</numerusform>
            <numerusform>History %1 now holds %n finished jobs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>queuecast-cli: %n line(s) of sacct output could not be read, skipped:</source>
        <translation>
            <numerusform>queuecast-cli: %n line of sacct output could not be read, skipped:</numerusform>
            <numerusform>queuecast-cli: %n lines of sacct output could not be read, skipped:</numerusform>
        </translation>
    </message>
    <message>
        <source>warning: cluster %1 did not answer; its jobs are missing: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluate-forecast: write one CSV row per test job to this file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score wait forecasts on a queue log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queuecast-cli: error: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MAX BOUND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EQ. COV. SCALE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EQ. COV. MEDIAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EQ. COV. PINBALL (h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Censored test jobs (never started): %1. Model bounds at the cap: %2; above the longest wait seen so far: %3 % (QBETS: %4 %).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROUP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JOBS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QBETS COVERAGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QBETS MEDIAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export-trace: the demo platform, demo:// or demo://?seed=N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export-trace: CSV file to write (default: standard output).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the demo platform&apos;s past as a queue log (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export-trace works on the demo platform only (demo://), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n job(s) to %1</source>
        <translation>
            <numerusform>Wrote %n job to %1</numerusform>
            <numerusform>Wrote %n jobs to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>submit: environment variable for the job, repeatable. NAME takes the value from this environment, which keeps it out of the process list; NAME=VALUE gives it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name[=value]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurm+ssh://: the ssh configuration file to use (ssh -F) instead of ~/.ssh/config; it must be yours and writable only by you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queuecast-cli: warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--nice needs a whole number from -2147483645 to 2147483645</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mem-mb needs a positive whole number of megabytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--env needs NAME or NAME=VALUE with a plain variable name, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--env %1: no such variable in this environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignored here: evaluate-forecast reads a trace, not a cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put a job back in the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancel a job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QueueCast: why your GPU jobs wait, and when they will start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the demo platform&apos;s past as a queue log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep a pending job from starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>let a held job start again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when and where to submit: start windows and regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs total/busy/free and pending demand per region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs with their state and scheduler reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit a job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change a pending job (nice, partition, begin time, ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: the accounting limits could not be read again; they date from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alternatives: rank by expected finish (default) or by expected start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what you could change about a pending job, with expected starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pending job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alternatives needs exactly one job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sort takes finish or start, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 as it is: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHANGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WHAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>START P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>START P90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FINISH P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FINISH GAIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>START GAIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALLOWED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what else a pending job could ask for, ranked by expected finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: the cause history could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage of %1 from %2 to %3 (%4 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs finished: %1 (%2 started)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours used: %1 (%2 a day); peak %3 GPUs at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting: %1 h per job, %2 h a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: %1 GPUs running (%2 GPU-hours left by their limits), %3 jobs pending (%4 GPU-hours queued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No prices for this cluster profile: enter them in the GUI (View &gt; Usage and cost...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even: %1% of %2 instance(s) of %3 GPUs (%4 h a day fully used); your use fills %5%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WEEK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-HOURS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAY PER USE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INSTANCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OWN HARDWARE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest over these weeks: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your GPU-hours, waiting and what each way of paying would cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluate-forecast: queue log (CSV, or a Standard Workload Format log).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import-history: import a queue log (trace CSV or Standard Workload Format) instead of running sacct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--since is for sacct; a queue log is imported whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a backend URL: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n finished job(s) from %1: %2 new, %3 still active and left out.</source>
        <translation>
            <numerusform>Imported %n finished job from %1: %2 new, %3 still active and left out.</numerusform>
            <numerusform>Imported %n finished jobs from %1: %2 new, %3 still active and left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>queuecast-cli: %n row(s) of %1 could not be read, skipped:</source>
        <translation>
            <numerusform>queuecast-cli: %n row of %1 could not be read, skipped:</numerusform>
            <numerusform>queuecast-cli: %n rows of %1 could not be read, skipped:</numerusform>
        </translation>
    </message>
    <message>
        <source>import finished jobs from Slurm accounting (sacct) or a queue log into the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the queue log, as --trace names it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[file]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterProfile</name>
    <message>
        <source>Demo platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm over slurmrestd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm over ssh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm commands on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A demo profile takes an empty address or a demo:// URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter an ssh host: an alias from ~/.ssh/config or user@host:port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an ssh host: use an alias from ~/.ssh/config or user@host:port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ssh port must be between 1 and 65535</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the slurmrestd address, e.g. https://slurm.example.org:6820</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a slurmrestd address: use http(s)://host:port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not put a token or password in the address; use the token field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown profile kind</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandErrorMapper</name>
    <message>
        <source>Could not run %1 (is it installed and on PATH?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer in time on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh could not log in to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not reach %1 over ssh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Slurm controller is not answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm refused: you do not have the right to do this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm does not know this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm could not authenticate you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not available on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm rejected the request (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not understand the output of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 printed more than %3 MB; stopped it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionDiagnosis</name>
    <message>
        <source>Details: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No answer within %n second(s)</source>
        <translation>
            <numerusform>No answer within %n second</numerusform>
            <numerusform>No answer within %n seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>The host may be down, behind a firewall, or the scheduler is very slow; check the address and port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s settings are not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host name not found (DNS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the host or the alias in ~/.ssh/config, and your network or VPN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the spelling of the host, and your network or VPN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host answers but nothing listens on that port: is slurmrestd running, and is the port right (often 6820)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host answers but refuses the connection: check the port and that sshd runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host may be down or behind a firewall; check the address and port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS error: the server&apos;s certificate could not be verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the right host name, or give the site&apos;s CA certificate (…?ca=/path/ca.pem). QueueCast never ignores certificate errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authentication failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token is missing, wrong or expired: get a new one with &quot;scontrol token&quot; on a login node and enter it in the profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm could not authenticate you (munge): ask your administrators.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh could not log in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QueueCast uses your OpenSSH keys and agent: check that ssh to this host works in a terminal without a password prompt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ssh host could not be reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that ssh to this host works in a terminal, and your network or VPN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Slurm version is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A command QueueCast needs was not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install OpenSSH, or check that Slurm&apos;s commands are on PATH on the login node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm&apos;s commands (squeue, sinfo, scontrol) are not on PATH on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Slurm controller is not answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host works but slurmctld does not answer: the cluster may be in maintenance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm refused access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoActionLog</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a QueueCast demo log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &quot;version&quot;: expected a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by a newer QueueCast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &quot;actions&quot;: expected an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action %1: %2</source>
        <extracomment>%1 is the action&apos;s position in the log, %2 what is wrong with it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot lock %1: another QueueCast holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to be a QueueCast demo log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a QueueCast demo log; choose another file with demo://?state=PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1 (%2) nor move it aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo log %1 is damaged (%2); it was kept as %3 and a new log started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoBackend</name>
    <message>
        <source>Invalid demo URL: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoSimulator</name>
    <message>
        <source>Invalid partition name specified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid qos specification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid account or account/partition combination specified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requested node configuration is not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid license specification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job dependency problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid job id specified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access/permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an operator can raise a job&apos;s priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job is no longer pending execution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid time limit specification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an operator can extend a running job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job is not held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job id already in use</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryQuery</name>
    <message>
        <source>No history has been recorded yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryStore</name>
    <message>
        <source>Cannot create the history folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the history database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot configure the history database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A history database query failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the history database version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history database was written by a newer QueueCast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the history tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history database is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start a history transaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot commit history data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A history sample has no time or region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finished job has no id or submit time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobPhases</name>
    <message>
        <source>Not yet eligible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image pull</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data staging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prolog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (under way)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobSpecChecker</name>
    <message>
        <source>%1 is %2: the job would wait until it comes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs requested, but %2 has only %3 of this type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs bigger than one node (%1 GPUs) must use whole nodes: ask for a multiple of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit: cannot read &quot;%1&quot;; use e.g. 04:00:00 or 2-00:00:00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit %1 is over %2&apos;s maximum of %3: the job would never start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QOS %1 is not allowed in %2 (allowed: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account %1 may not use %2 (allowed: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licenses: write name:count, e.g. %1:2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cluster has no license &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has only %2 in total: %3 would never be granted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs in %1 use %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dependency: use Slurm&apos;s form, e.g. afterok:12345.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start time is in the past.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The script is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account %1 may not use QOS %2 (it may use: %3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobTemplateStore</name>
    <message>
        <source>The saved templates cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template &quot;%1&quot; cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved templates cannot be read (%1) nor kept in %2: nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved templates could not be read (%1); they were kept in %2 and a new list started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonCodec</name>
    <message>
        <source>field &quot;%1&quot;: expected %2</source>
        <extracomment>%1 is a JSON field name, %2 what it should hold (&quot;a whole number&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number in range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeychainStore</name>
    <message>
        <source>The keychain did not answer within 30 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Slurm token stored in the keychain for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain could not be used</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveEffect</name>
    <message>
        <source>there is no partition %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never starts there: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 of %2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; its GPUs are free now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; its GPUs free in about %2 (by time limits)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OffPeakAdvisor</name>
    <message numerus="yes">
        <source>%1 usually: median wait %2 (%n job(s) on record)</source>
        <translation>
            <numerusform>%1 usually: median wait %2 (%n job on record)</numerusform>
            <numerusform>%1 usually: median wait %2 (%n jobs on record)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too few jobs on record for %1 (%n); estimated from %2:00 on weekends</source>
        <translation>
            <numerusform>Too few jobs on record for %1 (%n); estimated from %2:00 on weekends</numerusform>
            <numerusform>Too few jobs on record for %1 (%n); estimated from %2:00 on weekends</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too few jobs on record for %1 (%n); estimated from %2:00 on weekdays</source>
        <translation>
            <numerusform>Too few jobs on record for %1 (%n); estimated from %2:00 on weekdays</numerusform>
            <numerusform>Too few jobs on record for %1 (%n); estimated from %2:00 on weekdays</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too few jobs on record for %1 (%n); estimated from %2:00 on all days</source>
        <translation>
            <numerusform>Too few jobs on record for %1 (%n); estimated from %2:00 on all days</numerusform>
            <numerusform>Too few jobs on record for %1 (%n); estimated from %2:00 on all days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too few jobs on record for %1 (%n); estimated from all hours</source>
        <translation>
            <numerusform>Too few jobs on record for %1 (%n); estimated from all hours</numerusform>
            <numerusform>Too few jobs on record for %1 (%n); estimated from all hours</numerusform>
        </translation>
    </message>
    <message>
        <source>No history for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Live queue: %n job(s) pending in the partition, median wait now %1</source>
        <translation>
            <numerusform>Live queue: %n job pending in the partition, median wait now %1</numerusform>
            <numerusform>Live queue: %n jobs pending in the partition, median wait now %1</numerusform>
        </translation>
    </message>
    <message>
        <source>; today&apos;s backlog takes about %1 more to clear</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OffPeakWindow</name>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>live queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>live queue; %n job(s) at this hour</source>
        <translation>
            <numerusform>live queue; %n job at this hour</numerusform>
            <numerusform>live queue; %n jobs at this hour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>too thin (%n job(s)); from similar hours</source>
        <translation>
            <numerusform>too thin (%n job); from similar hours</numerusform>
            <numerusform>too thin (%n jobs); from similar hours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message numerus="yes">
        <source>No partition takes %n GPU(s) of this type for this time limit</source>
        <translation>
            <numerusform>No partition takes %n GPU of this type for this time limit</numerusform>
            <numerusform>No partition takes %n GPUs of this type for this time limit</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown partition %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition %1 cannot run this job: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicyActions</name>
    <message>
        <source>This cluster does not let jobs change partition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cluster does not let QueueCast submit and cancel jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>with %n GPU(s) instead of %1</source>
        <translation>
            <numerusform>with %n GPU instead of %1</numerusform>
            <numerusform>with %n GPUs instead of %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not move job %1 to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved job %1 from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not resubmit job %1 %2; the original keeps waiting: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted job %1 %2, but could not cancel the original %3 (%4), nor withdraw %1 (%5): both are queued now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not cancel job %1 (%2); the copy %3 was withdrawn again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled job %1 and resubmitted it %2 as job %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 stays in %2: no other region is expected to start it sooner. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicyLogEntry</name>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no action</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicySecrets</name>
    <message>
        <source>This build has no keychain support: the secret environment variable(s) %1 of job %2 are kept for this session only. After QueueCast restarts, auto-retry cannot resubmit the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain is not available (%1): the secret environment variable(s) %2 of job %3 are kept for this session only. After QueueCast restarts, auto-retry cannot resubmit the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did not resubmit job %1: the secret environment variable(s) %2 could not be read back from the keychain or from this session&apos;s memory (without a keychain they are kept for one session only). The original job keeps waiting; submit it again by hand if needed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicyStore</name>
    <message>
        <source>Cannot create the policy folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the policy database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot configure the policy database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the policy database version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The policy database was written by a newer QueueCast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the policy tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A policy database query failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the policy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot remove the policy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the policy log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot remember the submitted job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot forget the submitted job.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileBackendBuilder</name>
    <message>
        <source>No cluster profile chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profiles URL names its profiles: profiles:?name=a&amp;name=b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no cluster profile named &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <source>A profile name needs 1 to 40 characters, without &quot;/&quot;, &quot;:&quot; or &quot;,&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a profile named &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegionChooser</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No region has a start forecast for this job yet (the history is empty or too short).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected starts — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegionComparison</name>
    <message>
        <source>partition is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time limit above the partition&apos;s maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QOS %1 not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>only %n usable GPU(s)</source>
        <translation>
            <numerusform>only %n usable GPU</numerusform>
            <numerusform>only %n usable GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>QOS %1 allows one user at most %n GPU(s)</source>
        <translation>
            <numerusform>QOS %1 allows one user at most %n GPU</numerusform>
            <numerusform>QOS %1 allows one user at most %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RestAccountingJobs</name>
    <message>
        <source>slurmdbd&apos;s answer has no list of jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a job is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown job state &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job id is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the submit time is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job started before it was submitted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestApiV0038</name>
    <message>
        <source>Raising a job&apos;s priority (negative nice) needs a Slurm operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestApiV004x</name>
    <message>
        <source>partition %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestEndpoint</name>
    <message>
        <source>Invalid slurmrestd URL: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>do not put a token or password in the URL; use SLURM_JWT or the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no host (expected slurm+rest://[user@]host:port)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no user name in the URL and none in the environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tls must be 0 or 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the CA file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ca needs tls=1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>api must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timeout must be between 0 and 3600 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resync must be a number of seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slurmrestd token is sent to %1 without encryption (allow_http=1): anyone on the network path can read it and act as you. Use https when the server offers it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allow_http must be 0 or 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain HTTP would send the slurmrestd token unencrypted to %1: use https (tls=1), or allow unencrypted HTTP explicitly in the profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max_reply_mb must be a whole number of megabytes from 1 to 65536</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deadline must be between 0 and 86400 seconds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestErrorMapper</name>
    <message>
        <source>slurmrestd did not answer (connection refused, unknown host or timeout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TLS connection to slurmrestd failed: its certificate could not be verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd refused the request: no valid token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd refused the request: permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd does not know this resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd could not be reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd failed while answering: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd rejected the token (bad or expired): get a new one with &quot;scontrol token&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm refused: you may not do this to this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm does not know this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd cannot reach slurmctld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm rejected the request: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd sent an answer that could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmctld did not answer the request (slurmrestd also says this when it refuses a token)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestHostList</name>
    <message>
        <source>slurmrestd sent a node list for %1 that is not a Slurm host list or names more than %2 nodes (or %3 MB of names)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestJobIds</name>
    <message>
        <source>Not a Slurm job id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job array %1 has more than %2 tasks in one record; act on it with scontrol on a login node</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestReachCheck</name>
    <message>
        <source>slurmrestd answers, but names no Slurm controller in its ping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd answers, but the Slurm controller does not</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResubmitSpec</name>
    <message>
        <source>QueueCast does not know the original script of job %1, so it cannot resubmit it. Only jobs submitted through QueueCast can be resubmitted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RetryPolicy</name>
    <message>
        <source>No job selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The waiting time must be at least one minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow between 1 and %1 attempts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the partition to move the job to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A resubmitted job needs at least one GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move it to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>cancel and resubmit it with %n GPU(s)</source>
        <translation>
            <numerusform>cancel and resubmit it with %n GPU</numerusform>
            <numerusform>cancel and resubmit it with %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>cancel and resubmit it to the region where it is expected to start first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If pending for more than %1: %2 (%3 of %4 attempts used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n h</source>
        <translation>
            <numerusform>%n h</numerusform>
            <numerusform>%n h</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RowErrors</name>
    <message>
        <source>  line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>  ... and %n more</source>
        <translation>
            <numerusform>  ... and %n more</numerusform>
            <numerusform>  ... and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SacctImport</name>
    <message>
        <source>expected %1 fields separated by &quot;|&quot;, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown job state &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job id is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the submit time is not a time: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start time is not a time: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end time is not a time: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job started before it was submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the time limit is not a duration: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScriptFileReader</name>
    <message>
        <source>%1 is too large for a batch script (over %2 KB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a text file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlurmRunnerFactory</name>
    <message>
        <source>Invalid timeout in the backend URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurm:// runs the commands on this machine; use slurm+ssh://host for a login node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurm+ssh:// needs a login host: slurm+ssh://user@host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm commands can only be run for slurm:// and slurm+ssh:// backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refusing the ssh configuration file named in the backend URL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SplitResubmit</name>
    <message>
        <source>Could not submit part %1 of %2 (%3); the parts sent were withdrawn and job %4 keeps waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not submit part %1 of %2 (%3), nor withdraw %4; job %5 keeps waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not cancel job %1 (%2); its parts %3 were withdrawn again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not cancel job %1 (%2), nor withdraw its parts %3: both are queued now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancelled job %1 and split it into %n job(s): %2.</source>
        <translation>
            <numerusform>Cancelled job %1 and split it into %n job: %2.</numerusform>
            <numerusform>Cancelled job %1 and split it into %n jobs: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SshCommandRunner</name>
    <message>
        <source>Environment variables sent over ssh need plain names and one-line values</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SshConfigFile</name>
    <message>
        <source>a backend URL cannot choose the ssh configuration file %1 (it can run commands on this computer); name it with --ssh-config, or use ~/.ssh/config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ssh configuration file %1 is a symbolic link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ssh configuration file %1 is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ssh configuration file %1 belongs to another user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ssh configuration file %1 can be changed by other users</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SshControlDirectory</name>
    <message>
        <source>No private directory for ssh&apos;s connection sockets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a symbolic link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to another user (uid %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can be used by other users (mode %2, expected 700)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh connection sharing needs Unix sockets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartForecast</name>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>asks for %n GPU(s), more than QOS %1 allows one user (%2)</source>
        <translation>
            <numerusform>asks for %n GPU, more than QOS %1 allows one user (%2)</numerusform>
            <numerusform>asks for %n GPUs, more than QOS %1 allows one user (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>its time limit is above the partition&apos;s maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the partition has only %n usable GPU(s) of this type</source>
        <translation>
            <numerusform>the partition has only %n usable GPU of this type</numerusform>
            <numerusform>the partition has only %n usable GPUs of this type</numerusform>
        </translation>
    </message>
    <message>
        <source>the scheduler says so (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2 in the last %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n similar job(s)</source>
        <translation>
            <numerusform>%n similar job</numerusform>
            <numerusform>%n similar jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <source>Never starts as written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held: starts after release, then in about %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held: starts after release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too little history for this partition to forecast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P90: longer than anything seen here (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from its begin time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under a minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Around %1 (in %2); the 90% bound is longer than anything seen here (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Around %1 (in %2); 90% chance by %3 (in %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n eligible job(s) ahead needing %1 GPU(s)</source>
        <translation>
            <numerusform>%n eligible job ahead needing %1 GPUs</numerusform>
            <numerusform>%n eligible jobs ahead needing %1 GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n eligible job(s) ahead</source>
        <translation>
            <numerusform>%n eligible job ahead</numerusform>
            <numerusform>%n eligible jobs ahead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) pending in the partition needing %1 GPU(s)</source>
        <translation>
            <numerusform>%n job pending in the partition needing %1 GPUs</numerusform>
            <numerusform>%n jobs pending in the partition needing %1 GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) pending in the partition needing %1 CPU(s)</source>
        <translation>
            <numerusform>%n job pending in the partition needing %1 CPUs</numerusform>
            <numerusform>%n jobs pending in the partition needing %1 CPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Over the per-user cap of %n GPU(s) (%1): waits until %2&apos;s own jobs free enough, about %3</source>
        <translation>
            <numerusform>Over the per-user cap of %n GPU (%1): waits until %2&apos;s own jobs free enough, about %3</numerusform>
            <numerusform>Over the per-user cap of %n GPUs (%1): waits until %2&apos;s own jobs free enough, about %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Waits for room in its licences (%1): by %2 at the latest if the jobs holding them run to their time limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waits for room under a group GPU cap: by %1 at the latest if the jobs holding it run to their time limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>account %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QOS %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waits for room under the %1-GPU cap of %2, shared by its users: by %3 at the latest if the jobs holding it run to their time limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waits for the jobs it depends on (%1) to end: about %2 if they run to their time limits, then for the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the partition has no usable %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the partition has no usable GPUs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SwfTraceReader</name>
    <message>
        <source>submit time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allocated processors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requested processors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requested time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queue number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 is longer than %2 bytes: not a workload log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workload log is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UnixStartTime &quot;%1&quot; is not a Unix time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 field(s), a job has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wait time is unknown (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the submit time is negative (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more processors than any machine has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longer than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TraceFileImport</name>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo platform comes with its own simulated past; a queue log goes into a real cluster&apos;s history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A queue log is imported into one Slurm cluster&apos;s history (slurm://, slurm+ssh:// or slurm+rest://)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TraceReader</name>
    <message>
        <source>cannot read trace %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: the header lacks column(s) %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 field(s), the header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty job_id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start_ts is before submit_ts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the trace is empty (no header line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end_ts is before submit_ts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 is longer than %2 bytes: not a trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longer than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit_ts &quot;%1&quot; is not a time (Unix seconds or an ISO 8601 date)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a time (Unix seconds or an ISO 8601 date)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a count from 0 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is compressed: decompress it first (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit_ts &quot;%1&quot; is negative: the submit time is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit_ts is missing (&quot;%1&quot;): a job&apos;s wait counts from its submit time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; looks like milliseconds since 1970 (%3 UTC): the log&apos;s times must be in seconds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UsageAdvisor</name>
    <message>
        <source>Pay per use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own hardware</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Why your GPU jobs wait, and when they will start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend URL (default: the last one used, else demo://).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>url</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface language: en or zh_CN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lang</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::AccountingImportAction</name>
    <message>
        <source>&amp;Import accounting history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read this cluster&apos;s finished jobs from Slurm accounting (sacct) into its history, for busy hours and wait forecasts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import accounting history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import finished jobs from Slurm accounting since (YYYY-MM-DD, or now-7d):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the start date &quot;%1&quot;: use e.g. %2 or now-7d, in the past.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing finished jobs from Slurm accounting since %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accounting import failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n finished job(s) from Slurm accounting: %1 new, %2 line(s) unreadable.</source>
        <translation>
            <numerusform>Imported %n finished job from Slurm accounting: %1 new, %2 line unreadable.</numerusform>
            <numerusform>Imported %n finished jobs from Slurm accounting: %1 new, %2 lines unreadable.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qc::AlertsController</name>
    <message>
        <source>Position alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell me when one of my jobs reaches position:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When my job starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When why it waits changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When my job reaches a queue position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When my job can never start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position to alert at: %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QueueCast</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::AlternativesDialog</name>
    <message>
        <source>in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternatives for job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected start and finish if you changed the job, from the same forecast as its own. Click a column to sort.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start (P50)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start (P90)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish (P50)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain (finish)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an alternative to apply it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the job as it stands: nothing to apply.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::Backend</name>
    <message>
        <source>This backend has no cheap reachability check</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::BusyHoursView</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>90th percentile wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending GPU pressure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pressure (pending GPUs / GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
pending GPU pressure %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
too little data to trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy hours by submit time (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2
pressure %3, utilisation %4%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load per region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No history yet: QueueCast records while it watches; import past jobs from accounting or a trace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>From %n finished job(s) and %1 samples. Hatched cells have too little data (fewer than 5 users or 20 jobs); %2 of 168 are hatched.</source>
        <translation>
            <numerusform>From %n finished job and %1 samples. Hatched cells have too little data (fewer than 5 users or 20 jobs); %2 of 168 are hatched.</numerusform>
            <numerusform>From %n finished jobs and %1 samples. Hatched cells have too little data (fewer than 5 users or 20 jobs); %2 of 168 are hatched.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2:00–%3:00 (%4)
median wait %5, 90 percent within %6
%n job(s)</source>
        <translation>
            <numerusform>%1 %2:00–%3:00 (%4)
median wait %5, 90 percent within %6
%n job</numerusform>
            <numerusform>%1 %2:00–%3:00 (%4)
median wait %5, 90 percent within %6
%n jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>idle (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busiest (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short wait (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long wait (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low (0%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high (%1%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why jobs waited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why jobs waited, by the hour they waited (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>From %n stored change(s) of the jobs&apos; causes. Each cell is coloured by the cause jobs waited on longest during that hour; hatched cells saw fewer than 3 jobs or 10 minutes of waiting; %1 of 168 are hatched.</source>
        <translation>
            <numerusform>From %n stored change of the jobs&apos; causes. Each cell is coloured by the cause jobs waited on longest during that hour; hatched cells saw fewer than 3 jobs or 10 minutes of waiting; %1 of 168 are hatched.</numerusform>
            <numerusform>From %n stored changes of the jobs&apos; causes. Each cell is coloured by the cause jobs waited on longest during that hour; hatched cells saw fewer than 3 jobs or 10 minutes of waiting; %1 of 168 are hatched.</numerusform>
        </translation>
    </message>
    <message>
        <source>
%1: %2 (%3%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 %2:00–%3:00 (%4)
waiting seen: %5 over %n job(s)</source>
        <translation>
            <numerusform>%1 %2:00–%3:00 (%4)
waiting seen: %5 over %n job</numerusform>
            <numerusform>%1 %2:00–%3:00 (%4)
waiting seen: %5 over %n jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>median %1 over %n job(s) seen starting up</source>
        <translation>
            <numerusform>median %1 over %n job seen starting up</numerusform>
            <numerusform>median %1 over %n jobs seen starting up</numerusform>
        </translation>
    </message>
    <message>
        <source>none seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Start-up (allocated to running: image pull, staging, prolog) in %1: %2; %n job(s) went from pending to running within one refresh.</source>
        <translation>
            <numerusform>Start-up (allocated to running: image pull, staging, prolog) in %1: %2; %n job went from pending to running within one refresh.</numerusform>
            <numerusform>Start-up (allocated to running: image pull, staging, prolog) in %1: %2; %n jobs went from pending to running within one refresh.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 (%n job(s))</source>
        <translation>
            <numerusform>%1 %2 (%n job)</numerusform>
            <numerusform>%1 %2 (%n jobs)</numerusform>
        </translation>
    </message>
    <message>
        <source>Start-up (allocated to running): none seen yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median start-up (allocated to running) per region: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the regions of a list</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::CauseBreakdownChart</name>
    <message>
        <source>Pending GPUs by why they wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2: %n pending GPU(s) (%3% of %4 there)</source>
        <translation>
            <numerusform>%1 — %2: %n pending GPU (%3% of %4 there)</numerusform>
            <numerusform>%1 — %2: %n pending GPUs (%3% of %4 there)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::CompositeBackend</name>
    <message>
        <source>%1 (stale since %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not connected: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job id &quot;%1&quot; names none of the connected clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; belongs to none of the connected clusters (expected cluster/name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; belongs to another cluster than this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend was closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the clusters answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job on cluster %1 can depend only on jobs of %1, written “%1:&lt;job id&gt;”: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::ConnectionStatusBar</name>
    <message>
        <source>Auto-retry, job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policies not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh failed: %1 — showing the last good data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Data from %n s ago</source>
        <translation>
            <numerusform>Data from %n s ago</numerusform>
            <numerusform>Data from %n s ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Data from %n min ago</source>
        <translation>
            <numerusform>Data from %n min ago</numerusform>
            <numerusform>Data from %n min ago</numerusform>
        </translation>
    </message>
    <message>
        <source>STALE — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>reading the job list: %1 MB, %n job(s) so far</source>
        <translation>
            <numerusform>reading the job list: %1 MB, %n job so far</numerusform>
            <numerusform>reading the job list: %1 MB, %n jobs so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>refreshed every %n s (refreshing takes long here)</source>
        <translation>
            <numerusform>refreshed every %n s (refreshing takes long here)</numerusform>
            <numerusform>refreshed every %n s (refreshing takes long here)</numerusform>
        </translation>
    </message>
    <message>
        <source>Policies not loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-retry off: policies not loaded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::ConnectionTester</name>
    <message>
        <source>%1 is not installed or not on PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Connected to %1: %n job(s)</source>
        <translation>
            <numerusform>Connected to %1: %n job</numerusform>
            <numerusform>Connected to %1: %n jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partition(s)</source>
        <translation>
            <numerusform>%n partition</numerusform>
            <numerusform>%n partitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection test was closed before it finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not even slurmrestd&apos;s ping came back. The host may be down or behind a firewall, or slurmrestd is overloaded; check the address and port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to %1: the controller answers in %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) pending</source>
        <translation>
            <numerusform>%n job pending</numerusform>
            <numerusform>%n jobs pending</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n running</numerusform>
            <numerusform>%n running</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qc::HeatmapWidget</name>
    <message>
        <source>No data yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::HistoryImportAction</name>
    <message>
        <source>Connect to a cluster first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An import is running.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::JobActionController</name>
    <message numerus="yes">
        <source>%1: done for %n job(s)</source>
        <translation>
            <numerusform>%1: done for %n job</numerusform>
            <numerusform>%1: done for %n jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 failed — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the owner (or an operator) can change these jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only pending jobs can be changed this way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cluster does not let you do this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let others go first (nice +100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requeue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only running jobs can be requeued.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancel %n job(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Cancel %n job? This cannot be undone.</numerusform>
            <numerusform>Cancel %n jobs? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reprioritize…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change times…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one or more of your jobs first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Keep %n job(s) from starting</source>
        <translation>
            <numerusform>Keep %n job from starting</numerusform>
            <numerusform>Keep %n jobs from starting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Let %n held job(s) start</source>
        <translation>
            <numerusform>Let %n held job start</numerusform>
            <numerusform>Let %n held jobs start</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change nice or QOS of %n job(s), with the effect on their position</source>
        <translation>
            <numerusform>Change nice or QOS of %n job, with the effect on their position</numerusform>
            <numerusform>Change nice or QOS of %n jobs, with the effect on their position</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n job(s) to another partition</source>
        <translation>
            <numerusform>Move %n job to another partition</numerusform>
            <numerusform>Move %n jobs to another partition</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished jobs have no times to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Change start time or time limit of %n job(s)</source>
        <translation>
            <numerusform>Change start time or time limit of %n job</numerusform>
            <numerusform>Change start time or time limit of %n jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancel %n job(s)</source>
        <translation>
            <numerusform>Cancel %n job</numerusform>
            <numerusform>Cancel %n jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>Change priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not possible here: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply to job %1: %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request: update job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected to start in %1 instead of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply alternative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resubmit job %1: %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request: submit this, then cancel job %1 only if it is still waiting:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>with %n GPU(s)</source>
        <translation>
            <numerusform>with %n GPU</numerusform>
            <numerusform>with %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Split job %1: %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Request: submit these %n job(s), then cancel job %1 only if it is still waiting:</source>
        <translation>
            <numerusform>Request: submit these %n job, then cancel job %1 only if it is still waiting:</numerusform>
            <numerusform>Request: submit these %n jobs, then cancel job %1 only if it is still waiting:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qc::JobDetailPane</name>
    <message>
        <source>Select a job to see why it waits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale: the last refresh failed; this is the last good data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it waits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inferred from the cluster&apos;s state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also holding it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you can do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place in the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Ahead: %n job(s), %1 GPUs, ~%2 GPU-hours by time limit</source>
        <translation>
            <numerusform>Ahead: %n job, %1 GPUs, ~%2 GPU-hours by time limit</numerusform>
            <numerusform>Ahead: %n jobs, %1 GPUs, ~%2 GPU-hours by time limit</numerusform>
        </translation>
    </message>
    <message>
        <source>Scheduler&apos;s estimated start:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region / partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QOS / tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage IO (licenses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dependency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eligible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While QueueCast watched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When it will likely start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many jobs there are still waiting: the 90% bound may be too low.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate over time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-retry policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No active policy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from its begin time, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rests on: %1 (partition %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least #%1 of %2 eligible pending jobs in %3 (other users&apos; jobs are hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 of %2 eligible pending jobs in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All alternatives…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you could change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starts %1, done %2 (%3); confidence %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (under way)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (end seen on a refresh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted %1; allocated %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration: the bound is the P%1 of similar jobs&apos; waits, times %2; learned from %3 outcomes, last changed %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration: the bound is the P%1 of similar jobs&apos; waits; not adjusted yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast made at %1 (%2 ago).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted %1; not allocated yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then leaned towards the bound of the queue&apos;s recent starts: %1 → %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::JobTableModel</name>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start / est.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preempted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast (the detail pane&apos;s): P50 %1 (in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P90: %1 (in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rests on: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler&apos;s own estimate (its backfill plan); QueueCast&apos;s forecast follows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not before its begin time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never runs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::JobTimeDialog</name>
    <message>
        <source>Change start time and time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As soon as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not before:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cluster does not let you change the start time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only pending jobs have a start time to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[days-]hours:minutes:seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shorter limits often start sooner (backfill).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running jobs: the limit can only go down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) selected.</source>
        <translation>
            <numerusform>%n job selected.</numerusform>
            <numerusform>%n jobs selected.</numerusform>
        </translation>
    </message>
    <message>
        <source>The start time is in the past.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit: cannot read &quot;%1&quot;; use e.g. 04:00:00 or 2-00:00:00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 is running: its limit can only go down (now %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 allows at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changes yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starts not before %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may start as soon as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time limit %1 (now %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its GPUs free in about %1 by time limits (now %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more job(s)</source>
        <translation>
            <numerusform>… and %n more job</numerusform>
            <numerusform>… and %n more jobs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qc::JobsPane</name>
    <message>
        <source>Auto-retry policy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate and edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No jobs of yours (user %1) in this view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No jobs of yours (user %1) match the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the demo platform you are user “%1”: submit a job with File ▸ Submit job… (Ctrl+N) to see it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued and running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by name, id, user…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::KeychainStore</name>
    <message>
        <source>This build of QueueCast has no keychain support: set the token in the SLURM_JWT environment variable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::LanguageMenu</name>
    <message>
        <source>The %1 translation is missing; staying in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::LiveLoadChart</name>
    <message>
        <source>Queue length and free GPUs per region (solid: pending jobs, dashed: free GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs / GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %n job(s) pending</source>
        <translation>
            <numerusform>%1 at %2: %n job pending</numerusform>
            <numerusform>%1 at %2: %n jobs pending</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %n GPU(s) free</source>
        <translation>
            <numerusform>%1 at %2: %n GPU free</numerusform>
            <numerusform>%1 at %2: %n GPUs free</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 pending jobs, solid (now %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 free GPUs, dashed (now %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::MainWindow</name>
    <message>
        <source>About QueueCast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;QueueCast %1&lt;/b&gt;&lt;p&gt;Why your GPU job waits, and when it will start.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QueueCast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect to cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About QueueCast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend URL (demo://, slurm://, slurm+ssh://user@host, slurm+rest://user@host:port):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Submit job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster &amp;profiles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;What am I looking at?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Usage and cost…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::MoveDialog</name>
    <message>
        <source>Move to another partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) selected.</source>
        <translation>
            <numerusform>%n job selected.</numerusform>
            <numerusform>%n jobs selected.</numerusform>
        </translation>
    </message>
    <message>
        <source>Positions count the pending jobs that compete now; GPU times follow the running and queued jobs&apos; time limits, so they tend to be late. The scheduler decides the real start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) could never start in %1 as written.</source>
        <translation>
            <numerusform>%n job could never start in %1 as written.</numerusform>
            <numerusform>%n jobs could never start in %1 as written.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qc::NodeGridWidget</name>
    <message>
        <source>%1 — %2
GPUs busy: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::NodesTab</name>
    <message>
        <source>GPU types busy now, per region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3 of %4 GPUs free</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::OffPeakPanel</name>
    <message>
        <source>Best region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cluster data yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Windows for %1, from %n finished job(s) of history and the live queue.</source>
        <translation>
            <numerusform>Windows for %1, from %n finished job of history and the live queue.</numerusform>
            <numerusform>Windows for %1, from %n finished jobs of history and the live queue.</numerusform>
        </translation>
    </message>
    <message>
        <source>Job:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GPU(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule at this window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best start windows (next 72 h), lowest expected wait first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50 wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P90 wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free/GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale: these results are for another job shape. Press Recommend again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the job?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 is in %2; this window is for %3. Move it to %3 and set its begin time?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Recommend to rank the start windows of the next 72 h for this job shape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ddd d MMM HH:mm</source>
        <extracomment>A window&apos;s start: a QDateTime format (d day, M month number, MMM month name, ddd weekday, HH:mm time).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On one node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All GPUs on one node, as a job with --nodes=1 asks: GPUs free only in fragments across nodes cannot start it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected start per region if submitted now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ licences %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected job&apos;s licences (storage IO): the plan waits for their free units, as the job does</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::OverviewTabs</name>
    <message>
        <source>Regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why jobs wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::PolicyEngine</name>
    <message>
        <source>QueueCast does not know the script of job %1 (it was not submitted through QueueCast), so it cannot resubmit it. Moving it to another partition still works.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::ProfileEditDialog</name>
    <message>
        <source>User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New cluster profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit cluster profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored — type to replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From &quot;scontrol token&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in simulated cluster. Leave the options empty, or give a demo:// URL with options such as seed=7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd&apos;s address. The token is kept in your system&apos;s keychain, never in a settings file; get one with &quot;scontrol token&quot; on a login node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An alias from ~/.ssh/config or user@host:port. QueueCast runs Slurm&apos;s commands through OpenSSH with your keys and agent, without asking for a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm&apos;s commands (squeue, sinfo, scontrol) on this computer, e.g. on a login node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile name needs 1 to 40 characters, without &quot;/&quot;, &quot;:&quot; or &quot;,&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a profile named &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow unencrypted HTTP: the token can be read on the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: over plain HTTP your token crosses the network unencrypted; anyone on the path can read it and act as you on the cluster. Use https when the server offers it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::ProfileSecrets</name>
    <message>
        <source>This build has no keychain support: the token for &quot;%1&quot; is kept in memory until QueueCast quits. Set SLURM_JWT to avoid typing it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain is not available (%1): the token for &quot;%2&quot; is kept in memory until QueueCast quits. Set SLURM_JWT to avoid typing it again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::ProfilesDialog</name>
    <message>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick several profiles to see their clusters side by side: each cluster becomes a family of regions, its jobs marked with the profile&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Connect to %n cluster(s)</source>
        <translation>
            <numerusform>Connect to %n cluster</numerusform>
            <numerusform>Connect to %n clusters</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot;; its token is in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed &quot;%1&quot;, but its token could not be removed from the keychain: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing &quot;%1&quot;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the profiles to connect to.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::RegionTableModel</name>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most free on one node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 free of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (+%2 down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every pending job, held and not yet eligible ones included; a job&apos;s place in the queue counts only the eligible ones.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::ReprioritizeDialog</name>
    <message>
        <source>Change priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Higher nice: the job waits longer; lower: it goes earlier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Higher nice lets other jobs go first. Only an operator can set it below 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(keep current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cluster does not let you change the QOS of a job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Among my pending jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In its partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QOS / priority tier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) selected. Expected position after the change, from the current queue:</source>
        <translation>
            <numerusform>%n job selected. Expected position after the change, from the current queue:</numerusform>
            <numerusform>%n jobs selected. Expected position after the change, from the current queue:</numerusform>
        </translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 of %2 (unchanged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 → #%2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs that are no longer pending keep their place: only waiting jobs are ranked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The QOS part of the priority is estimated from jobs already waiting in each QOS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No job waits in that QOS now: its effect on the position cannot be estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other users&apos; jobs are hidden on this cluster: positions are at least these.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed: %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::RetryPolicyDialog</name>
    <message>
        <source>Auto-retry policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Job %1 (%2), %3 in %4 with %n GPU(s).</source>
        <translation>
            <numerusform>Job %1 (%2), %3 in %4 with %n GPU.</numerusform>
            <numerusform>Job %1 (%2), %3 in %4 with %n GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jobs selected: the same policy is set on each of them.</source>
        <translation>
            <numerusform>%n jobs selected: the same policy is set on each of them.</numerusform>
            <numerusform>%n jobs selected: the same policy is set on each of them.</numerusform>
        </translation>
    </message>
    <message>
        <source>If still pending after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move it to another partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel and resubmit it with fewer GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel and resubmit it to the region where it should start first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most this many attempts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the policy did:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to a cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QueueCast does not know the script of job %1: only jobs submitted through QueueCast can be resubmitted. Moving to another partition works for any job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copy is submitted first; the original is cancelled only once the copy is accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job keeps its id and the time it has already waited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Policy saved for %n job(s).</source>
        <translation>
            <numerusform>Policy saved for %n job.</numerusform>
            <numerusform>Policy saved for %n jobs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Policy removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::SubmitDialog</name>
    <message>
        <source>Submit a job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[days-]hours:minutes:seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. afterok:12345</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As soon as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not before:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requeue if preempted or the node fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send SIGUSR1 10 minutes before the time limit (to checkpoint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region / partition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QOS / priority tier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dependency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open script file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open batch script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler refused the job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No history for this region yet: no start forecast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment line %1: write NAME=value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment line %1: &quot;%2&quot; is not a variable name (letters, digits, _).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One per line, e.g.
NCCL_DEBUG=INFO
OMP_NUM_THREADS=8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage IO (licenses):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommend…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start at the window with the shortest expected wait in the next 72 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No history or live data to recommend a start time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or drop a script file here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. %1:2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your default account</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to fix before sending.</source>
        <translation>
            <numerusform>%n problem to fix before sending.</numerusform>
            <numerusform>%n problems to fix before sending.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Script read from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved template &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved template &quot;%1&quot; without %2: secrets are not stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template &quot;%1&quot; is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded template &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted template &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit held (it queues once you release it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected start: %1 Rests on: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># Starts not before %1
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::TraceImportAction</name>
    <message>
        <source>Import &amp;queue log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the finished jobs of a queue log your cluster&apos;s operators publish (a trace CSV or a Standard Workload Format log) into this cluster&apos;s history, for busy hours and wait forecasts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a queue log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing finished jobs from %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue log import failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n finished job(s) from %1: %2 new, %3 still active and left out; unreadable rows: %4.</source>
        <translation>
            <numerusform>Imported %n finished job from %1: %2 new, %3 still active and left out; unreadable rows: %4.</numerusform>
            <numerusform>Imported %n finished jobs from %1: %2 new, %3 still active and left out; unreadable rows: %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qc::UsageCostChart</name>
    <message>
        <source>Week starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per week (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::UsageDialog</name>
    <message>
        <source>Usage and cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your prices for this cluster (kept on this computer, never sent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On demand, per GPU-hour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly instance, per month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per instance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own hardware, per month (0: none):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading your history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has no finished jobs in the history of the last %n week(s).</source>
        <translation>
            <numerusform>%1 has no finished jobs in the history of the last %n week.</numerusform>
            <numerusform>%1 has no finished jobs in the history of the last %n weeks.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 days from %3:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finished job(s); %1 GPU-hours used, %2 a day; at most %3 GPUs at once.</source>
        <translation>
            <numerusform>%n finished job; %1 GPU-hours used, %2 a day; at most %3 GPUs at once.</numerusform>
            <numerusform>%n finished jobs; %1 GPU-hours used, %2 a day; at most %3 GPUs at once.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting: %1 h per job on average, %2 h a day in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Now: %1 GPUs running (%2 GPU-hours left by their limits); %n job(s) pending with %3 GPU-hours queued.</source>
        <translation>
            <numerusform>Now: %1 GPUs running (%2 GPU-hours left by their limits); %n job pending with %3 GPU-hours queued.</numerusform>
            <numerusform>Now: %1 GPUs running (%2 GPU-hours left by their limits); %n jobs pending with %3 GPU-hours queued.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter an on-demand price and a monthly instance price to compare the costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A monthly instance pays off above %1% use: %2 h a day with all its GPUs busy. %n instance(s) of %3 GPUs would carry your average use, filled to %4%.</source>
        <translation>
            <numerusform>A monthly instance pays off above %1% use: %2 h a day with all its GPUs busy. %n instance of %3 GPUs would carry your average use, filled to %4%.</numerusform>
            <numerusform>A monthly instance pays off above %1% use: %2 h a day with all its GPUs busy. %n instances of %3 GPUs would carry your average use, filled to %4%.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month: pay per use %1, instance %2%3. Cheapest over these weeks: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, own hardware %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::WhatAmILookingAtDialog</name>
    <message>
        <source>Not enough GPUs of the kind asked for are free in the partition. It starts when running jobs end; the detail pane says by when at the latest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enough GPUs are free in all, but not on one node (or not in the shape asked for). Asking for fewer GPUs per node often starts it at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A limit of your QOS or account (GPUs or jobs at once) is reached. It starts when one of the jobs counted against the limit ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources may be there, but jobs with higher priority go first. The Position column is its place among the jobs waiting for their turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It waits for a licence or burst buffer (shared storage bandwidth).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes are allocated and the job is being started (booting, mounting).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was asked not to start before a given time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It waits for other jobs to finish first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone put it on hold; it does not queue until released. Its owner can release a user hold; an administrator hold needs root or an operator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The nodes or the partition it needs are down, drained or reserved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As written it can never start here (too long, too many GPUs, a failed dependency): change or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler has not looked at it yet, or gave a reason QueueCast does not know; the raw reason is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What am I looking at?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table lists the cluster&apos;s jobs, yours in bold. The top tabs show the regions (partitions), why jobs wait, the nodes, busy hours, live load and a plan for your next job. Select a job to see in the right pane why it waits and what you can do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why jobs wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A star (*) after a cause: QueueCast inferred it from the cluster&apos;s state; the scheduler&apos;s own reason is in the last column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More in the README.md that comes with QueueCast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the README</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::demo::DemoBackend</name>
    <message>
        <source>Demo platform</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::rest::RestClient</name>
    <message>
        <source>no answer within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd&apos;s answer is larger than %1 MB; QueueCast stopped reading it (the limit is the URL&apos;s max_reply_mb)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd did not start its answer within %1 s (the limit is the URL&apos;s deadline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd stopped sending its answer after %1 MB: less than %2 KB arrived in %3 s (the limit is the URL&apos;s deadline)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::rest::SlurmRestBackend</name>
    <message>
        <source>Slurm (REST) on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend was closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stored token is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Slurm token for %1: set SLURM_JWT (from &quot;scontrol token&quot;) or store one in the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This slurmrestd speaks none of the API versions QueueCast supports (%1); it offers: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing recognisable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raising a job&apos;s priority (negative nice) needs a Slurm operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>update of job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancel of job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd cannot requeue jobs; use &quot;scontrol requeue %1&quot; on a login node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state of job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd did not report the state of job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm did not cancel job %1 (still %2): you may not cancel it, most likely because it is not yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd %1 answered the cancel with success and no reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd marks API %1 as deprecated; it will go away with a coming Slurm release (this server offers %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tasks before %1 of %2 were changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd %1 cannot change single tasks of job array %2, and changing the whole array would also change its other tasks; use &quot;scontrol update JobId=%3&quot; on a login node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This slurmrestd serves no accounting (/slurmdb/) paths: it runs without slurmdbd, or without its openapi/slurmdbd plugin</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qc::slurm::SlurmCliBackend</name>
    <message>
        <source>Not a Slurm job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a Slurm operator can raise a job&apos;s priority (negative nice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to run: give a script or a command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm no longer knows job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment variables for Slurm need plain names (letters, digits, _) and one-line values</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
