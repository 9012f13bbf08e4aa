// Recruiter notes and scorecards for the candidate drawer.
const BASE = process.env.HIRING_API_URL;

export async function addConfidentialNote(candidateId, text) {
  const res = await fetch(`${BASE}/candidates/${candidateId}/notes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ body: text, isPrivate: true }),
  });
  return res.json();
}

export async function scorecardsOf(applicationId) {
  const res = await fetch(`${BASE}/v2/applications/${applicationId}/scorecards`);
  if (res.status === 404) return [];
  return res.json();
}
