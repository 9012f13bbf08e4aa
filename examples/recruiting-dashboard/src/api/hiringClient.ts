import axios from 'axios';
import type { Application, ApplicationPage } from './types';

const hiring = axios.create({
  baseURL: `${process.env.HIRING_API_URL ?? 'https://api.hiring.example.com'}/v2`,
  headers: { Authorization: `Bearer ${process.env.HIRING_API_TOKEN}` },
});

/** Applications waiting for a recruiter's first look. */
export async function screeningQueue(jobId: string): Promise<Application[]> {
  const { data } = await hiring.get<ApplicationPage>('/applications', {
    params: { jobId, state: 'SCREENING', limit: 100 },
  });
  return data.data;
}

export async function hiredThisQuarter(): Promise<Application[]> {
  const res = await fetch(`${process.env.HIRING_API_URL}/v2/applications?state=HIRED&since=2026-10-01`);
  const page: ApplicationPage = await res.json();
  return page.data;
}

export async function byStatus(status: string, cursor?: string): Promise<ApplicationPage> {
  const params: Record<string, unknown> = { limit: 50 };
  if (cursor) params.cursor = cursor;
  params.state = status;
  const { data } = await hiring.get<ApplicationPage>('/applications', { params });
  return data;
}

export async function getApplication(id: string): Promise<Application> {
  const { data } = await hiring.get<Application>(`/applications/${id}`);
  return data;
}

export function isInterviewing(app: Application): boolean {
  return app.state === 'QUALIFIED' && app.currentStage !== null;
}
