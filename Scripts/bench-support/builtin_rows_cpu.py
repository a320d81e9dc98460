#!/usr/bin/env python3
# The built-in-schema rows of Scripts/bench (Sources/plist-bench/BuiltinRows.swift) by CPU time
# (user + system of each plist-lint process, getrusage), for a loaded machine where wall time
# measures the other processes: python3 Scripts/bench-support/builtin_rows_cpu.py PLIST_LINT [ROUNDS]
# over the corpus Scripts/bench makes in .bench/corpus.
import subprocess,sys,time,os,glob,statistics,resource
lint=sys.argv[1]; rounds=int(sys.argv[2]) if len(sys.argv)>2 else 11
c=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".bench", "corpus")
small=sorted(glob.glob(c+"/small/*")); apple=sorted(glob.glob(c+"/apple/*"))
rows=[("plist-lint --jobs 1 (%d files)"%len(small),["--quiet","--jobs","1"]+small),
      ("plist-lint --jobs 1 --no-builtin-schemas (%d files)"%len(small),["--quiet","--jobs","1","--no-builtin-schemas"]+small),
      ("plist-lint --jobs 1, built-in info-plist schema (%d *-Info.plist)"%len(apple),["--quiet","--jobs","1"]+apple),
      ("plist-lint --jobs 1 --no-builtin-schemas (%d *-Info.plist)"%len(apple),["--quiet","--jobs","1","--no-builtin-schemas"]+apple)]
def run(args):
    r0=resource.getrusage(resource.RUSAGE_CHILDREN); t=time.perf_counter()
    p=subprocess.run([lint]+args,stdout=subprocess.DEVNULL,stderr=subprocess.DEVNULL)
    w=time.perf_counter()-t; r1=resource.getrusage(resource.RUSAGE_CHILDREN)
    return w,(r1.ru_utime-r0.ru_utime)+(r1.ru_stime-r0.ru_stime),p.returncode
for _,a in rows: run(a); run(a)
wall={n:[] for n,_ in rows}; cpu={n:[] for n,_ in rows}
for k in range(rounds):
    for i in range(len(rows)):
        n,a=rows[(i+k)%len(rows)]
        w,u,rc=run(a); wall[n].append(w); cpu[n].append(u)
print("load before/after:",os.getloadavg())
for n,_ in rows:
    print("| %s | %.3f | %.3f | %.3f |"%(n,statistics.median(wall[n]),min(wall[n]),statistics.median(cpu[n])))
m=lambda n:statistics.median(cpu[n])
print("CPU ratio small with/without: %.3f"%(m(rows[0][0])/m(rows[1][0])))
print("CPU per Info.plist added (ms): %.3f"%((m(rows[2][0])-m(rows[3][0]))/len(apple)*1000))
mw=lambda n:statistics.median(wall[n])
print("wall ratio small: %.3f; wall per Info.plist added (ms): %.3f"%(mw(rows[0][0])/mw(rows[1][0]),(mw(rows[2][0])-mw(rows[3][0]))/len(apple)*1000))
