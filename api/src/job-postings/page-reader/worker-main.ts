import { parentPort } from 'node:worker_threads';
import { analyzeJobPage, type JobPageAnalysis } from '../../engines/job-page/read-job-page';

export interface PageTask {
  id: number;
  html: string;
  url: string;
}

export type PageReply = { id: number; ok: true; analysis: JobPageAnalysis } | { id: number; ok: false };

const port = parentPort!;
port.on('message', (task: PageTask) => {
  let reply: PageReply;
  try {
    reply = { id: task.id, ok: true, analysis: analyzeJobPage(task.html, task.url) };
  } catch {
    reply = { id: task.id, ok: false };
  }
  port.postMessage(reply);
});
port.postMessage('ready');
