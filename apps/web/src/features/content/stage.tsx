/** The progress of a generation lives with the other shared media pieces (issue 11 item 12); these names stay for the content screens. */
export { displayProgress, GenerationProgress, stageLabel } from '../../components/media/job-progress.tsx';
