// Sign-in with the company's identity provider. Nothing here talks to the hiring service.
import crypto from 'node:crypto';

export function authorizeUrl(session) {
  const state = crypto.randomBytes(16).toString('hex');
  session.oauthState = state;
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: process.env.OIDC_CLIENT_ID,
    redirect_uri: process.env.OIDC_REDIRECT_URI,
    state,
  });
  return `${process.env.OIDC_ISSUER}/authorize?${params}`;
}

export function verifyCallback(req, session) {
  if (req.query.state !== session.oauthState) throw new Error('state mismatch');
  return req.query.code;
}

export async function openIssues(repo) {
  const res = await fetch(`https://api.github.com/repos/${repo}/issues?state=open`);
  const issues = await res.json();
  return issues.filter((issue) => issue.state === 'open' && !issue.pull_request);
}
