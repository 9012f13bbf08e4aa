export interface PipelineStage {
  id: string;
  name: string;
  type: string;
  order: number;
}

export interface Application {
  id: string;
  candidateId: string;
  jobId: string;
  state: 'SCREENING' | 'QUALIFIED' | 'REJECTED' | 'OFFER' | 'HIRED';
  currentStage: PipelineStage | null;
  appliedAt: string;
}

export interface ApplicationPage {
  data: Application[];
  nextCursor?: string;
}
