import type { Router } from "express";
import type Database from "better-sqlite3";
import { body, handle, optionalUser, str, type Flavour } from "../platform/http";
import { withMember } from "./membership";
import { newSerialCodes, startSurvey, surveysFor, surveyStatus, validateSerialCode } from "./surveys";
import { findQuiz, getSubmission, quizBody, quizzesFor, submitQuiz } from "./quizzes";

/**
 * The club's surveys and quizzes for one flavour (./flavours.ts gives the paths, the envelope
 * and the request's field names); the rules are in ./surveys.ts and ./quizzes.ts.
 */
export interface EngagementWire {
  flavour: Flavour;
  out: (value: unknown) => unknown;
  paths: {
    surveys: string;
    surveyStatus: string;
    startSurvey: string;
    validateSurvey: string;
    quizzesByUser: string;
    submitByUser: string;
    quiz: string;
    submitGuest: string;
    submission: string;
  };
  fields: { serialCode: string; quizId: string };
}

export function mountEngagement(router: Router, db: Database.Database, wire: EngagementWire) {
  const { flavour, paths, out } = wire;

  router.get(
    paths.surveys,
    withMember(db, flavour, (_req, res, user) => res.json(out({ items: surveysFor(db, user.uuid) }))),
  );
  router.get(
    paths.surveyStatus,
    withMember(db, flavour, (req, res, user) => res.json(out(surveyStatus(db, user.uuid, str(req.params.id))))),
  );
  router.post(
    paths.startSurvey,
    withMember(db, flavour, (req, res, user) => {
      const r = startSurvey(db, user.uuid, str(req.params.id));
      res.status(r.created ? 201 : 200).json(out(r.survey));
    }),
  );
  router.post(
    paths.validateSurvey,
    withMember(db, flavour, (req, res, user) => {
      const code = str(body(req)[wire.fields.serialCode]);
      // 202: the partner confirms the code in a moment; the status says when (product.md §9 retries)
      res.status(202).json(out(validateSerialCode(db, user.uuid, str(req.params.id), code)));
    }),
  );

  router.get(
    paths.quizzesByUser,
    withMember(db, flavour, (_req, res, user) => res.json(out({ items: quizzesFor(db, user.uuid) }))),
  );
  router.post(
    paths.submitByUser,
    withMember(db, flavour, (req, res, user) => {
      const b = body(req);
      res.status(201).json(out(submitQuiz(db, user.uuid, str(b[wire.fields.quizId]), b.answers)));
    }),
  );
  router.get(
    paths.quiz,
    handle(flavour, (req, res) => res.json(out(quizBody(findQuiz(str(req.params.id), true))))),
  );
  router.post(
    paths.submitGuest,
    handle(flavour, (req, res) => {
      res.status(201).json(out(submitQuiz(db, null, str(req.params.id), body(req).answers)));
    }),
  );
  router.get(
    paths.submission,
    handle(flavour, (req, res) => {
      const user = optionalUser(db, req);
      res.json(out(getSubmission(db, user?.uuid ?? null, str(req.params.id))));
    }),
  );

  // Sandbox only, for tests: fresh serial codes of a survey.
  router.post(
    "/_sandbox/loyalty/serial-codes",
    handle(flavour, (req, res) => {
      const b = body(req);
      const codes = newSerialCodes(db, str(b.survey_id), Math.trunc(Number(b.count)) || 1, b.slow === true);
      res.status(201).json(out({ codes }));
    }),
  );
}
