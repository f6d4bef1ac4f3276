import express from 'express';
import { currentUser, requireUser } from '../http/require-user';
import { singleFileUpload, uploadedFile } from '../http/upload';
import type { ResumeService } from './service';

export function resumesRouter(resumes: ResumeService) {
  const router = express.Router();

  router.post('/resumes', requireUser, singleFileUpload('resume'), async (req, res) => {
    const resume = await resumes.upload(currentUser(req).id, uploadedFile(req, 'resume'));
    res.status(201).json({ resume });
  });

  router.get('/resumes/current', requireUser, async (req, res) => {
    res.json(await resumes.current(currentUser(req).id));
  });

  router.get('/resumes', requireUser, async (req, res) => {
    res.json(await resumes.list(currentUser(req).id));
  });

  router.get('/resumes/:id', requireUser, async (req, res) => {
    res.json(await resumes.get(currentUser(req).id, String(req.params.id)));
  });

  router.delete('/resumes/:id', requireUser, async (req, res) => {
    await resumes.remove(currentUser(req).id, String(req.params.id));
    res.status(204).end();
  });

  return router;
}
