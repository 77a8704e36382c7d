// A thread of the file pool: draws and encodes one file per task, off the event loop that serves requests.
import { encodeFile, type FileRequest } from "../../render/files/encode.js";

export default async function encode(request: FileRequest): Promise<Uint8Array> {
  return encodeFile(request);
}
