# QC_SANITIZE: the whole build (core, CLI, tests) with AddressSanitizer + UndefinedBehaviorSanitizer.
# QC_FUZZ: additionally coverage-instrumented for libFuzzer, with the targets in fuzz/. Both need clang
# (Debian: clang libclang-rt-14-dev llvm) and are meant with -DQC_BUILD_GUI=OFF; scripts/run-sanitizers.sh
# configures one such build.
option(QC_SANITIZE "Build with ASan + UBSan (clang)" OFF)
option(QC_FUZZ "Build the libFuzzer targets in fuzz/ (clang; implies QC_SANITIZE)" OFF)
if(QC_FUZZ)
    set(QC_SANITIZE ON)
endif()
if(QC_SANITIZE)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "QC_SANITIZE/QC_FUZZ need clang: -DCMAKE_CXX_COMPILER=clang++")
    endif()
    # vptr checks across Qt's shared libraries report false positives. The function check is off because
    # clang 14 with coverage instrumentation cannot assemble its prologue data for coroutine frames ("Cannot
    # represent a difference across sections" in every file with a QCoro coroutine). Every other UB check
    # is fatal.
    add_compile_options(-fsanitize=address,undefined -fno-sanitize=vptr,function -fno-sanitize-recover=undefined
                        -fno-omit-frame-pointer)
    add_link_options(-fsanitize=address,undefined -fno-sanitize=vptr,function)
endif()
if(QC_FUZZ)
    add_compile_options(-fsanitize=fuzzer-no-link)
endif()
