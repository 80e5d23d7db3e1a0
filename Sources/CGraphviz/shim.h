#include <graphviz/gvc.h>
#include <graphviz/gvplugin_device.h>
#include <dlfcn.h>
#include <stdbool.h>
#include <zlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Helpers for GraphvizRender that are simpler in C than through Swift's C interop, and the one
// place that knows how Graphviz versions differ. Tested with Debian's 2.42 and with 14.1.
//
// What changed between those versions, told apart by the headers being built against (the
// `libgvc` that pkg-config finds is the one linked):
// - Graphviz 13 removed `Agiddisc_t.alloc` and `agsetfile` (each `agread` then starts counting
//   lines at 1), `gvRenderData` takes its length as a `size_t *` instead of an `unsigned int *`, and
//   `agstrfree` asks whether the string is HTML-like.
//   The same release removed cgraph's `agnew` macro, present in every earlier one: its absence
//   marks Graphviz 13 and later (`GRAPHVIZ_VERSION_MAJOR` only exists from 14 on).
// - Graphviz 9 removed `Agdisc_t.mem`; disciplines here are built with designated initializers,
//   so an older cgraph finds that field null and uses its default allocator, as `agread` does.
// - Two pitfalls measured in 2.42 are repaired for the releases before 13 only: dot's rank arrays
//   (`cgraphviz_repair_rank_arrays`) and the message buffer (`cgraphviz_reserve_message_buffer`).
//   Graphviz 14's sources grow a rank's array in place of both pointers and format each message
//   with `va_copy` into a buffer of its size; for a release in between that already has the fix,
//   each repair finds nothing to do.
#if defined(agnew)
#define CGRAPHVIZ_BEFORE_13 1
#else
#define CGRAPHVIZ_BEFORE_13 0
#endif

/// DOT text being read by cgraph from memory: the bytes, their count and the read position.
typedef struct {
    const char *text;
    size_t length;
    size_t position;
} cgraphviz_text_channel;

/// `Agiodisc_t.afread` for a `cgraphviz_text_channel`: hands cgraph one line at a time, as
/// `agmemread` and the file reader do, so line numbers in messages match `dot`'s, and ends a piece
/// after each `}` too. A graph's closing brace then ends the last piece cgraph reads for it: from
/// Graphviz 13 on each `agread` has a scanner of its own, dropped with whatever it read past its
/// graph, so text after the graph in the same piece would never be seen.
static inline int cgraphviz_read_line(void *channel, char *buffer, int capacity) {
    cgraphviz_text_channel *source = channel;
    int count = 0;
    while (count < capacity && source->position < source->length) {
        char character = source->text[source->position++];
        buffer[count++] = character;
        if (character == '\n' || character == '}') break;
    }
    return count;
}

/// `Agiodisc_t.putstr` as in cgraph's default discipline: writes to a `FILE *`.
static inline int cgraphviz_put_string(void *channel, const char *text) {
    return fputs(text, channel);
}

/// `Agiodisc_t.flush` as in cgraph's default discipline: flushes a `FILE *`.
static inline int cgraphviz_flush(void *channel) {
    return fflush(channel);
}

/// Reads the graph in DOT text in memory, giving cgraph `ids` as its ID discipline, and reads
/// the text to its end: cgraph's scanner would otherwise hand the unread rest to the next read.
/// Graphs after the first are closed and counted in `*later_graphs`; a syntax error after the
/// first graph is reported to the error handler. Returns NULL when the text holds no graph or
/// starts with a syntax error. Line numbers in messages restart at 1, with no file name. The graph
/// keeps a pointer to the I/O discipline, so it is static and constant.
static inline Agraph_t *cgraphviz_read_graph(const char *text, size_t length, Agiddisc_t *ids, int *later_graphs) {
    static Agiodisc_t memory_io = { .afread = cgraphviz_read_line, .putstr = cgraphviz_put_string, .flush = cgraphviz_flush };
    Agdisc_t discipline = { .id = ids, .io = &memory_io };
    cgraphviz_text_channel channel = { text, length, 0 };
#if CGRAPHVIZ_BEFORE_13
    agsetfile(NULL);
#endif
    Agraph_t *graph = agread(&channel, &discipline);
    *later_graphs = 0;
    if (graph == NULL) return NULL;
    Agraph_t *later;
    while ((later = agread(&channel, &discipline)) != NULL) {
        (*later_graphs)++;
        agclose(later);
    }
    return graph;
}

/// The callbacks of an ID discipline (`Agiddisc_t`) that every Graphviz version has.
typedef struct {
    void *(*open)(Agraph_t *graph, Agdisc_t *discipline);
    long (*map)(void *state, int object_type, char *name, IDTYPE *id, int create);
    void (*free)(void *state, int object_type, IDTYPE id);
    char *(*print)(void *state, int object_type, IDTYPE id);
    void (*close)(void *state);
    void (*idregister)(void *state, int object_type, void *object);
} cgraphviz_id_callbacks;

#if CGRAPHVIZ_BEFORE_13
/// `Agiddisc_t.alloc` before Graphviz 13: refuses every ID asked for by number.
static inline long cgraphviz_refuse_explicit_id(void *state, int object_type, IDTYPE id) {
    (void)state; (void)object_type; (void)id;
    return 0;
}
#endif

/// A new ID discipline (never freed: a graph keeps a pointer to it) calling `callbacks`.
static inline Agiddisc_t *cgraphviz_new_id_discipline(cgraphviz_id_callbacks callbacks) {
    Agiddisc_t *discipline = calloc(1, sizeof(Agiddisc_t));
    if (discipline == NULL) return NULL;
    *discipline = (Agiddisc_t){
        .open = callbacks.open, .map = callbacks.map, .free = callbacks.free,
        .print = callbacks.print, .close = callbacks.close, .idregister = callbacks.idregister,
#if CGRAPHVIZ_BEFORE_13
        .alloc = cgraphviz_refuse_explicit_id,
#endif
    };
    return discipline;
}

/// Gives back a graph's reference-counted copy of a plain (not HTML-like) string, made with `agstrdup`.
static inline void cgraphviz_release_string(Agraph_t *graph, const char *text) {
#if CGRAPHVIZ_BEFORE_13
    agstrfree(graph, (char *)text);
#else
    agstrfree(graph, text, false);
#endif
}

/// Draws a laid-out graph in `format` into a new buffer (free it with `gvFreeRenderData`), as
/// `gvRenderData` does, whose length parameter changed type in Graphviz 13.
static inline int cgraphviz_render_data(GVC_t *context, Agraph_t *graph, const char *format, char **result, size_t *length) {
#if CGRAPHVIZ_BEFORE_13
    unsigned int count = 0;
    int status = gvRenderData(context, graph, format, result, &count);
    *length = count;
    return status;
#else
    return gvRenderData(context, graph, format, result, length);
#endif
}

/// Grows cgraph's message buffer ahead of time. `agerr` formats into a 1024-byte buffer and,
/// when a message is longer, formats again with a spent `va_list`, which garbles the text or
/// crashes. The reservation is a warning of `capacity` spaces with no conversions, so the
/// second pass is harmless; afterwards messages up to `capacity` bytes are formatted once.
/// Call it with an error handler installed that discards the text. Before Graphviz 13 only.
static inline void cgraphviz_reserve_message_buffer(size_t capacity) {
#if !CGRAPHVIZ_BEFORE_13
    (void)capacity;
#else
    char *blank = malloc(capacity + 1);
    if (blank == NULL) return;
    memset(blank, ' ', capacity);
    blank[capacity] = '\0';
    agerr(AGWARN, blank);
    free(blank);
#endif
}

/// The resolution the next render of a laid-out graph uses (`GD_drawing(g)->dpi`; 0 means the
/// device's default). Graphviz copies the `dpi` attribute there during layout and reads it back
/// for every render job, so changing the attribute after layout has no effect, but this does.
static inline double cgraphviz_drawing_dpi(Agraph_t *graph) {
    return GD_drawing(graph)->dpi;
}

/// Sets the resolution of the next render of a laid-out graph (see `cgraphviz_drawing_dpi`).
static inline void cgraphviz_set_drawing_dpi(Agraph_t *graph, double dpi) {
    GD_drawing(graph)->dpi = dpi;
}

/// The width and height in points of a laid-out graph's bounding box (`GD_bb`), pad excluded.
static inline void cgraphviz_drawing_size(Agraph_t *graph, double *width, double *height) {
    boxf box = GD_bb(graph);
    *width = box.UR.x - box.LL.x;
    *height = box.UR.y - box.LL.y;
}

/// Undoes a dangling pointer that Graphviz 2.42's dot layout leaves behind, so that freeing the
/// layout does not free memory twice. Every rank keeps its node array twice, in `v` and in `av`
/// (the address `gvFreeLayout` frees); when dot adds the label of a flat edge (an edge between
/// two nodes of one rank, with a label and a node in between) it grows the array above with
/// `realloc` and updates `v` only, so `av` keeps the address `realloc` has already freed. Freeing
/// it again corrupts the heap: with three such edges from one node, glibc aborts. Once dot has
/// merged its connected parts (before positions, so in every laid-out graph, failed or not) the
/// root graph's `v` and `av` are the same array, so a `v` that differs is the grown one. Only the
/// root graph: a cluster's `v` points into the root's array. A graph laid out by another engine has
/// no ranks and is left alone. Before Graphviz 13 only.
static inline void cgraphviz_repair_rank_arrays(Agraph_t *root) {
#if !CGRAPHVIZ_BEFORE_13
    (void)root;
#else
    if (GD_rank(root) == NULL) return;
    for (int index = GD_minrank(root); index <= GD_maxrank(root); index++) {
        rank_t *rank = &GD_rank(root)[index];
        if (rank->v != rank->av) rank->av = rank->v;
    }
#endif
}

/// The device name of the bitmap device added by `cgraphviz_add_bitmap_device`.
#define CGRAPHVIZ_BITMAP_DEVICE "storyflow_png:cairo"

/// The cairo functions the bitmap device calls itself, found at run time (`cgraphviz_cairo`) instead of through cairo's
/// headers and `-lcairo`: Homebrew on Apple Silicon keeps cairo's headers under /opt/homebrew/include, off Graphviz's
/// pkg-config paths, and Debian's libgraphviz-dev brings no cairo headers. Graphviz's cairo renderer plugin has already
/// loaded libcairo by the time a page is drawn, so the device uses the very library that draws the page. The types are
/// opaque, and the enumerations are passed as the `int`s of cairo's stable ABI.
typedef struct cgraphviz_cairo_context cgraphviz_cairo_context;   // cairo_t
typedef struct cgraphviz_cairo_surface cgraphviz_cairo_surface;   // cairo_surface_t
enum {
    CGRAPHVIZ_CAIRO_CONTENT_COLOR_ALPHA = 0x3000,   // CAIRO_CONTENT_COLOR_ALPHA
    CGRAPHVIZ_CAIRO_FORMAT_ARGB32 = 0,              // CAIRO_FORMAT_ARGB32
    CGRAPHVIZ_CAIRO_STATUS_SUCCESS = 0,             // CAIRO_STATUS_SUCCESS
};
typedef struct {
    cgraphviz_cairo_surface *(*recording_surface_create)(int content, const void *extents);
    cgraphviz_cairo_surface *(*image_surface_create)(int format, int width, int height);
    unsigned char *(*image_surface_get_data)(cgraphviz_cairo_surface *surface);
    int (*surface_status)(cgraphviz_cairo_surface *surface);
    void (*surface_flush)(cgraphviz_cairo_surface *surface);
    void (*surface_destroy)(cgraphviz_cairo_surface *surface);
    cgraphviz_cairo_context *(*create)(cgraphviz_cairo_surface *target);
    int (*status)(cgraphviz_cairo_context *context);
    cgraphviz_cairo_surface *(*get_target)(cgraphviz_cairo_context *context);
    void (*set_source_surface)(cgraphviz_cairo_context *context, cgraphviz_cairo_surface *surface, double x, double y);
    void (*paint)(cgraphviz_cairo_context *context);
    void (*destroy)(cgraphviz_cairo_context *context);
} cgraphviz_cairo_functions;

/// The cairo library already in the process (Graphviz's cairo plugin loaded it), else cairo loaded now; NULL without
/// one. The handle is kept for the life of the process.
static inline void *cgraphviz_open_cairo(void) {
#if defined(__APPLE__)
    // A leaf name is looked for on dyld's fallback paths only, which miss Homebrew's prefix on Apple Silicon: the full
    // paths first, then any image already loaded (macOS loads libraries global by default).
    static const char *const names[] = {
        "/opt/homebrew/lib/libcairo.2.dylib", "/usr/local/lib/libcairo.2.dylib", "/opt/local/lib/libcairo.2.dylib",
        "libcairo.2.dylib", NULL,
    };
#else
    static const char *const names[] = { "libcairo.so.2", NULL };
#endif
    for (int index = 0; names[index] != NULL; index++) {
        void *library = dlopen(names[index], RTLD_NOLOAD | RTLD_LAZY);
        if (library != NULL) return library;
    }
#if defined(__APPLE__)
    if (dlsym(RTLD_DEFAULT, "cairo_recording_surface_create") != NULL) return RTLD_DEFAULT;
#endif
    for (int index = 0; names[index] != NULL; index++) {
        void *library = dlopen(names[index], RTLD_LAZY);
        if (library != NULL) return library;
    }
    return NULL;
}

/// cairo's functions, found on the first call that finds them all (looked for again after a call that does not); NULL
/// when cairo or one of them is missing. Called only under GraphvizContext's lock, like every Graphviz and cairo call.
static inline const cgraphviz_cairo_functions *cgraphviz_cairo(void) {
    static cgraphviz_cairo_functions functions;
    static bool resolved = false;
    if (resolved) return &functions;
    void *library = cgraphviz_open_cairo();
    if (library == NULL) return NULL;
#define CGRAPHVIZ_CAIRO_FUNCTION(field, name) .field = (__typeof__(functions.field))dlsym(library, name)
    cgraphviz_cairo_functions found = {
        CGRAPHVIZ_CAIRO_FUNCTION(recording_surface_create, "cairo_recording_surface_create"),
        CGRAPHVIZ_CAIRO_FUNCTION(image_surface_create, "cairo_image_surface_create"),
        CGRAPHVIZ_CAIRO_FUNCTION(image_surface_get_data, "cairo_image_surface_get_data"),
        CGRAPHVIZ_CAIRO_FUNCTION(surface_status, "cairo_surface_status"),
        CGRAPHVIZ_CAIRO_FUNCTION(surface_flush, "cairo_surface_flush"),
        CGRAPHVIZ_CAIRO_FUNCTION(surface_destroy, "cairo_surface_destroy"),
        CGRAPHVIZ_CAIRO_FUNCTION(create, "cairo_create"),
        CGRAPHVIZ_CAIRO_FUNCTION(status, "cairo_status"),
        CGRAPHVIZ_CAIRO_FUNCTION(get_target, "cairo_get_target"),
        CGRAPHVIZ_CAIRO_FUNCTION(set_source_surface, "cairo_set_source_surface"),
        CGRAPHVIZ_CAIRO_FUNCTION(paint, "cairo_paint"),
        CGRAPHVIZ_CAIRO_FUNCTION(destroy, "cairo_destroy"),
    };
#undef CGRAPHVIZ_CAIRO_FUNCTION
    if (found.recording_surface_create == NULL || found.image_surface_create == NULL || found.image_surface_get_data == NULL
        || found.surface_status == NULL || found.surface_flush == NULL || found.surface_destroy == NULL || found.create == NULL
        || found.status == NULL || found.get_target == NULL || found.set_source_surface == NULL || found.paint == NULL
        || found.destroy == NULL) {
        return NULL;
    }
    functions = found;
    resolved = true;
    return &functions;
}

/// For the bitmap device's `initialize` hook: hands the cairo renderer a context on a recording surface, so the page is
/// recorded as drawing commands (a few bytes each) rather than drawn into one bitmap of the page's size, and can be
/// drawn band by band afterwards (`cgraphviz_draw_band`). A context the caller gives is one Graphviz never destroys:
/// `cgraphviz_end_recording` does. False, with the job untouched, when cairo cannot be found or record: the cairo
/// renderer then draws the page into one bitmap of its own, as for `png:cairo` (`cgraphviz_job_pixels`).
static inline bool cgraphviz_record_page(GVJ_t *job) {
    const cgraphviz_cairo_functions *cairo = cgraphviz_cairo();
    if (cairo == NULL) return false;
    cgraphviz_cairo_surface *recording = cairo->recording_surface_create(CGRAPHVIZ_CAIRO_CONTENT_COLOR_ALPHA, NULL);
    cgraphviz_cairo_context *context = cairo->create(recording);
    cairo->surface_destroy(recording);
    if (cairo->status(context) != CGRAPHVIZ_CAIRO_STATUS_SUCCESS) {
        cairo->destroy(context);
        return false;
    }
    job->context = context;
    job->external_context = 1;
    return true;
}

/// Whether the job's page was recorded by `cgraphviz_record_page` (else it was drawn into one bitmap).
static inline bool cgraphviz_job_recorded(GVJ_t *job) {
    return job->external_context && job->context != NULL;
}

/// The bitmap device's `finalize` hook: destroys the recording context of `cgraphviz_record_page`, if any (the cairo
/// renderer destroys a context of its own).
static inline void cgraphviz_end_recording(GVJ_t *job) {
    if (!cgraphviz_job_recorded(job)) return;
    cgraphviz_cairo()->destroy((cgraphviz_cairo_context *)job->context);
    job->context = NULL;
}

/// Adds a device, `CGRAPHVIZ_BITMAP_DEVICE`, that has the cairo renderer draw the image exactly as
/// for `png:cairo` (same features: true colour, binary, 96 dpi by default), recorded when
/// `initialize` has `cgraphviz_record_page` record it, and then calls `format`, which draws the
/// recording band by band (`cgraphviz_draw_band`) or reads the one bitmap (`cgraphviz_job_pixels`),
/// encodes the pixels and keeps the image (so the device writes nothing through Graphviz).
/// Graphviz's own PNG device draws the whole bitmap at once and leaves the encoding to cairo and
/// libpng at their slow default settings.
static inline void cgraphviz_add_bitmap_device(GVC_t *context, void (*initialize)(GVJ_t *job), void (*format)(GVJ_t *job)) {
    static gvdevice_engine_t engine = { .initialize = NULL, .format = NULL, .finalize = cgraphviz_end_recording };
    static gvdevice_features_t features = {
        .flags = GVDEVICE_BINARY_FORMAT | GVDEVICE_DOES_TRUECOLOR, .default_dpi = {96., 96.},
    };
    static gvplugin_installed_t types[] = { {0, CGRAPHVIZ_BITMAP_DEVICE, 10, &engine, &features}, {0, NULL, 0, NULL, NULL} };
    static gvplugin_api_t apis[] = { {API_device, types}, {(api_t)0, NULL} };
    static gvplugin_library_t library = { "storyflow", apis };
    engine.initialize = initialize;
    engine.format = format;
    gvAddLibrary(context, &library);
}

/// The size in pixels of the page the bitmap device's job drew.
static inline void cgraphviz_job_size(GVJ_t *job, unsigned int *width, unsigned int *height) {
    *width = job->width;
    *height = job->height;
}

/// The one bitmap the cairo renderer drew for a job whose page was not recorded: `width` × `height` premultiplied ARGB
/// words in native byte order, rows without padding; NULL when it drew none.
static inline const uint32_t *cgraphviz_job_pixels(GVJ_t *job) {
    return (const uint32_t *)job->imagedata;
}

/// Draws rows `top` to `top + rows` of the page the bitmap device's job recorded into a new image surface (free it
/// with `cgraphviz_free_band`), and sets `*pixels` to its premultiplied ARGB words in native byte order, rows without
/// padding (cairo's stride for ARGB32 is 4 bytes a pixel): the very pixels those rows hold when the whole page is drawn
/// at once (an offset of whole pixels changes no pixel cairo draws). Only the commands that reach the band are replayed.
/// NULL when cairo cannot allocate the band, or the page was not recorded.
static inline cgraphviz_cairo_surface *cgraphviz_draw_band(GVJ_t *job, int top, int rows, const uint32_t **pixels) {
    const cgraphviz_cairo_functions *cairo = cgraphviz_cairo();
    if (cairo == NULL || !cgraphviz_job_recorded(job)) return NULL;
    cgraphviz_cairo_surface *band = cairo->image_surface_create(CGRAPHVIZ_CAIRO_FORMAT_ARGB32, (int)job->width, rows);
    if (cairo->surface_status(band) != CGRAPHVIZ_CAIRO_STATUS_SUCCESS) {
        cairo->surface_destroy(band);
        return NULL;
    }
    cgraphviz_cairo_context *painter = cairo->create(band);
    cairo->set_source_surface(painter, cairo->get_target((cgraphviz_cairo_context *)job->context), 0, -top);
    cairo->paint(painter);
    cairo->destroy(painter);
    cairo->surface_flush(band);
    *pixels = (const uint32_t *)cairo->image_surface_get_data(band);
    return band;
}

/// Frees a band of `cgraphviz_draw_band`.
static inline void cgraphviz_free_band(cgraphviz_cairo_surface *band) {
    cgraphviz_cairo()->surface_destroy(band);
}
