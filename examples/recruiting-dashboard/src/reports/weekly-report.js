// Weekly pipeline report, run by cron on Monday mornings.
const BASE = process.env.HIRING_API_URL;

const STATE_LABELS = {
  SCREENING: 'In screening',
  QUALIFIED: 'Interviewing',
  REJECTED: 'Rejected',
  OFFER: 'Offer out',
  HIRED: 'Hired',
};

async function loadApplications(jobId) {
  const res = await fetch(`${BASE}/v2/applications?jobId=${jobId}&limit=500`);
  if (!res.ok) throw new Error(`hiring service answered ${res.status}`);
  return res.json();
}

async function weeklyReport(jobId) {
  const apps = await loadApplications(jobId);
  const lines = [];
  let offers = 0;
  for (const app of apps) {
    switch (app.state) {
      case 'OFFER':
        offers += 1;
        break;
      case 'REJECTED':
        continue;
      default:
        break;
    }
    const stage = app.currentStage ? app.currentStage.name : '—';
    lines.push(`${app.id}\t${STATE_LABELS[app.state]}\t${stage}`);
  }
  const pending = apps.filter((a) => ['SCREENING', 'QUALIFIED'].includes(a.state)).length;
  return { lines, offers, pending };
}

module.exports = { weeklyReport };
