<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <source>Resubmit asking for %1 units of %2: that many are free now.</source>
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
        <source>Waiting for burst buffer storage (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1 units of storage IO licence %2.</source>
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
        <source>status, regions, submit, update, hold, release, cancel or requeue.</source>
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
        <source>--nice needs a whole number</source>
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
        <source>QueueCast: why your GPU jobs wait, and when they will start.

Commands:
  status            jobs with their state and scheduler reason
  regions           GPUs total/busy/free and pending demand per region
  submit            submit a job
  update JOBID      change a pending job (nice, partition, begin time, ...)
  hold|release JOBID
  cancel JOBID
  requeue JOBID
  evaluate-forecast --trace FILE.csv   score wait forecasts on a queue log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluate-forecast: queue log (CSV).</source>
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
</context>
<context>
    <name>DemoActionLog</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a QueueCast demo log</source>
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
        <source>Cannot switch the history database to write-ahead logging.</source>
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
    <name>RestApiV0038</name>
    <message>
        <source>Raising a job&apos;s priority (negative nice) needs a Slurm operator</source>
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
    <name>RestTokenStore</name>
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
    <name>TraceImport</name>
    <message>
        <source>Line %1: the header lacks the column(s) %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at least %1 columns, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Unix time: &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job_id is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpus is not a count: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cpus is not a count: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>req_walltime_s is not a duration: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start_ts is before submit_ts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end_ts is before the job started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace is empty: no header line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
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
        <source>submit_ts &quot;%1&quot; is not a whole number of seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a whole number of seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start_ts is before submit_ts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end_ts without start_ts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a non-negative whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the trace is empty (no header line)</source>
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
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saturated</source>
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
        <source>low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high</source>
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
</context>
<context>
    <name>qc::HeatmapWidget</name>
    <message>
        <source>No data yet</source>
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
    <message>
        <source>at least #%1 of %2 in %3 (other users&apos; jobs are hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 of %2 in %3</source>
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
        <source>under a minute</source>
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
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When it will likely start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Around %1 (in %2); 90% chance by %3 (in %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1 recent starts in %2 and %3 jobs pending there; measured on this cluster&apos;s history.</source>
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
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
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
    <message>
        <source>All regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 translation is missing; staying in English.</source>
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
    <message>
        <source>&amp;Submit job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate and edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History not saved: %1</source>
        <translation type="unfinished"></translation>
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
        <source>Time limit: cannot read &quot;%1&quot;; use e.g. 04:00:00 or 2-00:00:00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit %1 is over %2&apos;s maximum of %3: the job would never start.</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>QOS %1 is not allowed in %2 (allowed: %3).</source>
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
        <source>Dependency: use Slurm&apos;s form, e.g. afterok:12345.</source>
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
        <source>Cannot read %1: %2</source>
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
        <source>Expected start: around %1; 90% chance by %2 (from %3 recent starts here).</source>
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
</context>
<context>
    <name>qc::rest::RestTokenStore</name>
    <message>
        <source>This build of QueueCast has no keychain support: set the token in the SLURM_JWT environment variable</source>
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
        <source>Not a Slurm job id: %1</source>
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
        <source>Nothing to change</source>
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
        <source>Slurm on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment variables for Slurm need plain names and values without commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to run: give a script or a command</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
