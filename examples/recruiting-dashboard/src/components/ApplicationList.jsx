import { useEffect, useState } from 'react';

export function ApplicationList({ jobId }) {
  const [applications, setApplications] = useState([]);
  const [state, setState] = useState({ loading: true, error: null });

  useEffect(() => {
    fetch(`/api/hiring/v2/applications?jobId=${jobId}&state=QUALIFIED`)
      .then((res) => res.json())
      .then((body) => {
        setApplications(body.data);
        setState({ loading: false, error: null });
      })
      .catch((error) => setState({ loading: false, error }));
  }, [jobId]);

  if (state.loading) return <p>Loading…</p>;
  return (
    <ul>
      {applications.map((app) => (
        <li key={app.id} className={app.state === 'OFFER' ? 'highlight' : undefined}>
          {app.candidateName} — {app.currentStage?.name}
        </li>
      ))}
    </ul>
  );
}
